import { useCountries, useFeatureFlags } from '@/ui/hooks/system';

/** The country dialing code beside a mobile number field (spec 01 §4: COUNTRYCODE3 switches the choice on). */
export function DialingCodeSelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(v: string): void;
  label: string;
}) {
  const countries = useCountries();
  const { countryCodeSelector } = useFeatureFlags();
  const options = countries.length > 0 ? countries.map((c) => c.countryDialingCode) : [value];
  // COUNTRYCODE3 off: the merchant serves one country, so its code is shown, not offered as a choice.
  if (!countryCodeSelector)
    return (
      <span className="account__dialing account__dialing--fixed">
        <span className="visually-hidden">{label} </span>
        {value}
      </span>
    );
  return (
    <select
      aria-label={label}
      className="account__dialing"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {[...new Set(options)].map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
