import { ContractsPage } from './ContractsPage';

/** Dividend contracts (spec 02 §2), shown while the merchant's switch for them is on. */
export default function DividendPage() {
  return <ContractsPage kind="dividend" />;
}
