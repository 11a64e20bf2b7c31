'use client';
import { ToolkitPicker } from '../ToolkitPicker';
import { useConnectAccountContext } from './connectAccountContext';

/** The choose-an-app step, shown while no toolkit is chosen: `renderPicker`, or the kit's `ToolkitPicker`. */
export function ConnectAccountModalPicker() {
  const { choosing, chooseToolkit, renderPicker, userId } = useConnectAccountContext('Picker');
  if (!choosing) return null;
  if (renderPicker) return <>{renderPicker({ onSelect: chooseToolkit, userId })}</>;
  return <ToolkitPicker userId={userId} onSelect={(toolkit) => chooseToolkit(toolkit.slug)} />;
}
