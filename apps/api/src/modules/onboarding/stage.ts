import { UNLISTED_SYSTEM, type ManagementSystem, type OnboardingStage } from '@rlo/contract';

// The onboarding stage machine of 1-foundation §4, in one place; the routes and services only ask it.
//
// | current           | event                    | next              |
// | MANAGEMENT_SYSTEM | a listed system chosen   | CREDIT_CARD       |
// | MANAGEMENT_SYSTEM | OTHER chosen             | MANAGEMENT_SYSTEM | (the send-email dialog is offered)
// | CREDIT_CARD       | card saved               | FINISH            |
// | any other         | anything                 | unchanged         | (a system can still be changed; the stage never goes back)

export function stageAfterSystemChosen(current: OnboardingStage, system: ManagementSystem): OnboardingStage {
  return current === 'MANAGEMENT_SYSTEM' && system !== UNLISTED_SYSTEM ? 'CREDIT_CARD' : current;
}

export function stageAfterCardSaved(current: OnboardingStage): OnboardingStage {
  return current === 'CREDIT_CARD' ? 'FINISH' : current;
}
