import { Link } from 'react-router';
import { messageSegments } from '@shared/messaging/message-links';

/** The text as written; only addresses on our own site become links (paths inside the app). */
export function MessageBody({ body }: { body: string }) {
  const segments = messageSegments(body, window.location.origin);
  return (
    <p className="text-sm wrap-anywhere whitespace-pre-wrap">
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <Link key={index} to={segment.href} className="font-medium underline underline-offset-2">
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
