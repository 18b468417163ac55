import { ContractsPage } from './ContractsPage';

/** DailySalary contracts (issue 11 item 2), shown while the merchant's switch for them is on. */
export default function DailySalaryPage() {
  return <ContractsPage kind="daily" />;
}
