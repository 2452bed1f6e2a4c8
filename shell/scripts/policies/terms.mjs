// RefNet's terms and conditions, V1.1. Plain ASCII: the PDF's standard font only encodes WinAnsi.
/** @type {import('./render.mjs').PolicyText} */
export const terms = {
  title: 'Terms and conditions',
  sections: [
    {
      heading: 'About RefNet',
      paragraphs: [
        'RefNet is an online referral network for clinicians practising in the United Kingdom. It lets registered clinicians find colleagues, refer patients to a named clinician or post an open referral to every clinician with a chosen job role, and lets delegates act for a clinician with the permissions that clinician gives them.',
        'RefNet is in beta. Features may change, be withdrawn or be unavailable at times while we improve the service. We do not charge for RefNet during the beta; we will tell you in advance, and ask you to accept new terms, before any charge is introduced.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Only clinicians registered with their professional body, their delegates and RefNet staff may hold an account. You must give true and current details, including your registration number, and keep them up to date. The RefNet team checks every new clinician account before it is approved, which may take up to 48 hours.',
        'Keep your password to yourself. You are responsible for what is done with your account, and for the delegates you invite and the permissions you give them. Tell us at once through the Help page if you think someone else has used your account. We may suspend or close an account that breaks these terms.',
      ],
    },
    {
      heading: 'Clinical responsibility',
      paragraphs: [
        "RefNet passes referrals between clinicians; it does not give clinical advice and is not a medical record. The referring and the receiving clinician remain responsible for their clinical decisions, for obtaining the patient's consent before sharing their details, and for keeping their own records.",
        'RefNet is not for emergencies. If a patient needs urgent care, contact the emergency services or the clinician directly.',
      ],
    },
    {
      heading: 'Patient information and data protection',
      paragraphs: [
        "You may enter a patient's details only with their consent and only for arranging their care. We process personal data under the UK GDPR and the Data Protection Act 2018: we store it in the United Kingdom or the European Economic Area, protect it in transit and at rest, and give access only to the users who need it. A receiving clinician sees a patient's name and contact details only after accepting the referral.",
        "You may ask to see, correct or delete the personal data we hold about you through the Help page. If you are unhappy with how we handle personal data you may complain to the Information Commissioner's Office.",
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use RefNet to send anything unlawful, misleading or unrelated to patient care, to contact users for marketing, or to try to reach data or parts of the service you are not entitled to.',
      ],
    },
    {
      heading: 'Liability and changes',
      paragraphs: [
        'We provide RefNet with reasonable care and skill but, during the beta, without any promise that it will always be available or free of faults. Nothing in these terms limits liability that cannot be limited by law.',
        'We may update these terms. The version and date are shown on every page; we will tell you about important changes before they take effect. These terms are governed by the law of England and Wales.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms: use the Help page of RefNet to send a request to the team.'],
    },
  ],
};
