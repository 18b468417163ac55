import { ContractsPage } from './ContractsPage';

/** HourlySalary contracts (spec 02 §2), shown while the merchant's switch for them is on. */
export default function HourlySalaryPage() {
  return <ContractsPage kind="hourly" />;
}
