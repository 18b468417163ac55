import { ContractsPage } from './ContractsPage';

/** HourlySalary contracts (issue 11 item 2), shown while the merchant's switch for them is on. */
export default function HourlySalaryPage() {
  return <ContractsPage kind="hourly" />;
}
