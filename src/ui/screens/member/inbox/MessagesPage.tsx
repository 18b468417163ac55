/** The messageV2 page of the member centre: not built yet (its owner replaces this file). */
export default function MessagesPage() {
  return null;
}
