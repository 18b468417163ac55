import { ContractsPage } from './ContractsPage';

/** RealTimeSalary contracts (spec 02 §2), shown while the merchant's switch for them is on. */
export default function RealTimeSalaryPage() {
  return <ContractsPage kind="realtime" />;
}
