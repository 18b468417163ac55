/** The manualRebate page of the member centre: not built yet (its owner replaces this file). */
export default function ManualRebatePage() {
  return null;
}
