/** The money pages' text helpers live in src/ui/hooks (the agent centre uses them too). */
export { useMoneyLabel } from '@/ui/hooks/useMoneyLabel';
export { useMoneyText as useDepositText } from '@/ui/hooks/useMoneyText';
