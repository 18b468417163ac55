/** The personalProfit page of the member centre: not built yet (its owner replaces this file). */
export default function ProfitLossPage() {
  return null;
}
