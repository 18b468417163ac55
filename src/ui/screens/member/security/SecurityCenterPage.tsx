/** The securityCenter page of the member centre: not built yet (its owner replaces this file). */
export default function SecurityCenterPage() {
  return null;
}
