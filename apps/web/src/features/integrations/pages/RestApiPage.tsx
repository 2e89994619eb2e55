import { PageFrame } from '../../../components/PageFrame.tsx';
import { ApiKeyCard } from '../components/ApiKeyCard.tsx';
import { DeliveriesTable } from '../components/DeliveriesTable.tsx';
import { WebhookCard } from '../components/WebhookCard.tsx';

/** /app/c/integrations/rest: the API key, the webhook, and its deliveries. */
export function RestApiPage() {
  return (
    <PageFrame>
      <ApiKeyCard />
      <WebhookCard />
      <DeliveriesTable />
    </PageFrame>
  );
}
