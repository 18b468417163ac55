import { ContractsPage } from './ContractsPage';

/** DailySalary contracts (spec 02 §2), shown while the merchant's switch for them is on. */
export default function DailySalaryPage() {
  return <ContractsPage kind="daily" />;
}
