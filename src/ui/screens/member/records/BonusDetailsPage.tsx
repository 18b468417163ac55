/** The bonusDetails page of the member centre: not built yet (its owner replaces this file). */
export default function BonusDetailsPage() {
  return null;
}
