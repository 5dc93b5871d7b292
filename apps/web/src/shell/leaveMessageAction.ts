import type { LeaveMessage as LeaveWord } from '@storefront/api-client';
import type { LeaveMessage } from '@storefront/ui';
import { leaveMessageForm } from '@storefront/validation';
import type { ActionFunctionArgs } from 'react-router-dom';
import { formAction } from '../app/formAction';

/** The form's name in the action data and in `?sent=`. */
export const leaveMessageFormName = 'message';

/** The body of POST /leave_word: the form does not send without the privacy tick (SPEC §5); the contract records it. */
function leaveWordBody(message: LeaveMessage): LeaveWord {
  return {
    name: message.name,
    company: message.company,
    department: message.department,
    address: message.address,
    phone: message.phone,
    email: message.email,
    content: message.content,
    privacy: true,
  };
}

/**
 * The online message sent without JavaScript, from the footer of any page or the contact page: both
 * post to the contact page, whose action this is.
 */
export function leaveMessageAction(args: ActionFunctionArgs) {
  return formAction(args, {
    form: leaveMessageFormName,
    spec: leaveMessageForm,
    send: (api, values) =>
      api.POST('/leave_word', { body: leaveWordBody(values as unknown as LeaveMessage) }),
  });
}
