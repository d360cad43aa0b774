/** The shortest password accepted: shared by the API's check and the form's hint. */
export const minPasswordLength = 12;
