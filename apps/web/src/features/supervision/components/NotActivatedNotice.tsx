import { pageStyles } from '../../../components/Page.js';

/** The account must be activated before the supervisor link can be used (spec §2, §6). */
export function NotActivatedNotice({ text }: { text: string }) {
  return (
    <div className={pageStyles.notice} role="status">
      <p>{text}</p>
    </div>
  );
}
