/** The four looks of every template sign-in screen. */
export const FRAME_VARIANTS = ['basic', 'cover', 'boxed', 'modern'] as const;
export type FrameVariant = (typeof FRAME_VARIANTS)[number];

/** What every template flow page receives from its route. */
export interface FlowPageProps {
  variant: FrameVariant;
}
