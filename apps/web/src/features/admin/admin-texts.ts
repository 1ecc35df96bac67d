// Texts of the admin page that the spec does not quote (Parley's wording).

export const NO_MAIL_SENT_TEXT = 'No mail sent yet.';
