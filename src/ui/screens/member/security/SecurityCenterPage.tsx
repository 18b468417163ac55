import { useState } from 'react';
import { Tabs } from '@/ui/components/Tabs';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { BankCardsSection } from './BankCardsSection';
import { ProfileSection } from './ProfileSection';
import { SecurityQuestionsSection } from './SecurityQuestionsSection';
import { useSecurityText } from './useSecurityText';
import { WithdrawPasswordSection } from './WithdrawPasswordSection';
import './security.css';

const SECTIONS = ['profile', 'withdrawPassword', 'bankCards', 'questions'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | undefined): value is Section =>
  (SECTIONS as readonly string[]).includes(value ?? '');

/**
 * My account (securityCenter, spec 01 §2): profile and password change, the withdrawal password, bank
 * cards and security questions, one tab each. `?mc.section=` opens a tab (the withdraw page sends
 * members to bankCards or withdrawPassword with `mc.back=withdraw`, and each section offers the way back).
 */
export default function SecurityCenterPage() {
  const { t } = useSecurityText();
  const { params } = useMemberCentre();
  const [section, setSection] = useState<Section>(isSection(params.section) ? params.section : 'profile');
  return (
    <div className="security-page">
      <Tabs<Section>
        label={t('security.tabs.label')}
        selected={section}
        onSelect={setSection}
        items={SECTIONS.map((key) => ({ key, label: t(`security.tabs.${key}`) }))}
      >
        {section === 'profile' && <ProfileSection />}
        {section === 'withdrawPassword' && <WithdrawPasswordSection />}
        {section === 'bankCards' && <BankCardsSection />}
        {section === 'questions' && <SecurityQuestionsSection />}
      </Tabs>
    </div>
  );
}
