import { ContractsPage } from './ContractsPage';

/** Dividend contracts (issue 11 item 2), shown while the merchant's switch for them is on. */
export default function DividendPage() {
  return <ContractsPage kind="dividend" />;
}
