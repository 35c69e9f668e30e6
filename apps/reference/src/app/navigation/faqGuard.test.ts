import { describe, expect, it, vi } from 'vitest';
import { guardFaq } from './faqGuard';
import { paths } from '../../shared/routing/paths';

describe('FAQ redirect after a route change', () => {
  const unanswered = { memId: 7, isAnswer: false };

  it('sends a member who has not answered to the FAQ, replacing the entry', () => {
    const navigate = vi.fn();
    guardFaq(unanswered, paths.orders, navigate);
    expect(navigate).toHaveBeenCalledWith(paths.faq, { replace: true });
  });

  it('leaves the FAQ, login and register pages alone (with or without query or trailing slash)', () => {
    const navigate = vi.fn();
    for (const path of [paths.faq, paths.login, `${paths.register}/`, `${paths.login}?from=x`])
      guardFaq(unanswered, path, navigate);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves members who answered and visitors without mem_id alone', () => {
    const navigate = vi.fn();
    guardFaq({ memId: 7, isAnswer: true }, paths.home, navigate);
    guardFaq({ memId: 0, isAnswer: false }, paths.home, navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});
