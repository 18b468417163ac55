import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { MaintenanceScreen } from './MaintenanceScreen';
import { RegionBlockedScreen } from './RegionBlockedScreen';

beforeAll(async () => {
  await initI18n('EN');
});

describe('status screens keep the interface language apart from the server text', () => {
  it('maintenance: heading and body in the interface language; the operator words quoted, language unknown', () => {
    render(
      <MaintenanceScreen
        title="Penyelenggaraan berjadual"
        endTime={null}
        info="Kami sedang menaik taraf sistem."
        onCustomerService={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Under maintenance');
    expect(screen.getByText('We are improving the site. Please come back later.')).toBeInTheDocument();
    const note = screen.getByRole('figure', { name: 'Message from the site operator' });
    const quote = within(note).getByRole('blockquote');
    expect(quote).toHaveAttribute('lang', '');
    expect(quote).toHaveTextContent('Penyelenggaraan berjadual');
    expect(quote).toHaveTextContent('Kami sedang menaik taraf sistem.');
    expect(screen.getByRole('main').textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('region blocked: no operator note when the server sends none', () => {
    render(<RegionBlockedScreen ip="198.51.100.9" info={null} onCustomerService={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Service not available in your region',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Your IP: 198.51.100.9')).toBeInTheDocument();
  });
});
