import type { TSalesReport } from '@tableside/shared/contract/reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackSection } from './feedback-section';

afterEach(cleanup);

const report = (feedback: TSalesReport['feedback']) =>
  ({ timeZone: 'Asia/Kolkata', feedback }) as unknown as TSalesReport;

const show = (feedback: TSalesReport['feedback']) =>
  render(
    <MemoryRouter>
      <FeedbackSection report={report(feedback)} csvHref="/csv?section=feedback" />
    </MemoryRouter>,
  );

describe('the feedback section', () => {
  it('shows the average and count, and each comment with its stars and order', () => {
    show({
      count: 3,
      averageRating: 4.3,
      comments: [
        {
          orderId: 12,
          rating: 4,
          comment: 'Lovely fries.',
          customerName: 'Maya',
          updatedAt: '2026-03-10T12:00:00.000Z',
        },
      ],
    });
    expect(screen.getByText('4.3 / 5')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Comments, newest first' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(within(item).getByText('Lovely fries.')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Order #12' }).getAttribute('href')).toBe(
      '/orders/12',
    );
    expect(within(item).getByText('10 Mar, 17:30')).toBeTruthy();
  });

  it('says when nobody rated or commented', () => {
    show({ count: 0, averageRating: null, comments: [] });
    expect(screen.getByText('No comments in this range.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
