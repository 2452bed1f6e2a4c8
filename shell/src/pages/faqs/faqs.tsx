import type { ReactNode } from 'react';

export interface Faq {
  readonly key: string;
  readonly question: string;
  readonly answer: ReactNode;
}

/** SPEC §2.4: the six questions of /faqs. */
export const FAQS: readonly Faq[] = [
  {
    key: 'what',
    question: 'What is RefNet?',
    answer: (
      <p>
        RefNet is a referral network for clinicians in the UK. You can find colleagues on a map by job role,
        specialty, insurer and postcode, refer a patient straight to the clinician you choose, or post an open
        referral that any registered clinician with the job role you need can accept. RefNet is in beta and
        free to use during the beta.
      </p>
    ),
  },
  {
    key: 'sign-up',
    question: 'How do I sign up?',
    answer: (
      <p>
        Choose Register on the home page and complete the four steps: your personal details, your clinician
        details (job roles, registration number and clinics), the insurers you accept, and a final review. We
        then e-mail you a link to confirm your address. The RefNet team checks every new account, which may
        take up to 48 hours; you can log in and update your profile while you wait.
      </p>
    ),
  },
  {
    key: 'find-specialist',
    question: 'How do I find a specialist?',
    answer: (
      <p>
        Open Find a clinician. Choose the job role (and specialty) you are looking for, optionally an insurer
        and a postcode, and RefNet shows the matching clinicians on the map and in a list, nearest first, with
        your favourites marked. Open a clinician to see their clinics and description, and refer a patient to
        them from there.
      </p>
    ),
  },
  {
    key: 'patients',
    question: 'Where can I see my patients?',
    answer: (
      <>
        <p>Open Patients, then View patients. Your patients are grouped by where they are in the referral:</p>
        <ul>
          <li>Added (not referred): patients you have added but not referred yet;</li>
          <li>Referred: patients whose referral is waiting for a clinician to accept it;</li>
          <li>Accepted: patients whose referral a clinician has accepted.</li>
        </ul>
      </>
    ),
  },
  {
    key: 'referrals',
    question: 'Where can I see my referrals?',
    answer: (
      <>
        <p>Use the Referrals menu. Referrals are grouped as:</p>
        <ul>
          <li>Received: referrals sent to you that are waiting for your answer (Referrals received);</li>
          <li>Accepted: referrals you have accepted, which you can then mark booked or did not attend;</li>
          <li>Sent: referrals you have made, and whether they have been accepted (Referrals made);</li>
          <li>Open: open referrals for your job role that any suitable clinician may accept.</li>
        </ul>
      </>
    ),
  },
  {
    key: 'open-referrals',
    question: 'What are open referrals?',
    answer: (
      <p>
        An open referral names a job role rather than a clinician. Every registered clinician with that job
        role sees it under Open in Referrals received, without the patient&apos;s name or contact details. The
        first clinician to accept it becomes the patient&apos;s clinician and then sees the full details; it
        is then no longer open to anyone else.
      </p>
    ),
  },
];
