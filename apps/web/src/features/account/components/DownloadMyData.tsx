import { messages } from '@ovningskort/domain';
import { Button } from '../../../components/Button.js';
import type { Role } from '../../../lib/session.js';
import { useDownloadMyData } from '../api/download-my-data.js';

const t = messages.dataExport;

/** "Ladda ner mina uppgifter" (GDPR articles 15 and 20): everything about me, as one file. */
export function DownloadMyData({ role }: { role: Role }) {
  const downloading = useDownloadMyData(role);
  return (
    <Button
      variant="secondary"
      block
      onClick={() => downloading.mutate()}
      disabled={downloading.isPending}
      aria-busy={downloading.isPending}
    >
      {downloading.isPending ? t.pending : t.button}
    </Button>
  );
}
