// The list screens mf_referrals loads on the first visit to /referrals/inbound or /referrals/outbound.
export { InboundReferralsScreen } from './InboundReferralsScreen';
export { OutboundReferralsScreen } from './OutboundReferralsScreen';
