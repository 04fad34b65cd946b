import type { Options } from '@dicebear/notionists'

// How each demo consultant's drawn portrait looks. The parts are variants of the DiceBear "Notionists"
// style (artwork by Zoish, CC0 1.0; code MIT), chosen by hand: friendly mouths, plain glasses, work clothes.

type Part<K extends keyof Options> = NonNullable<Options[K]> extends (infer P)[] ? P : never

export type AvatarLook = {
  hair: Part<'hair'>
  lips: Part<'lips'>
  eyes: Part<'eyes'>
  brows: Part<'brows'>
  body: Part<'body'>
  nose: Part<'nose'>
  glasses?: Part<'glasses'>
  beard?: Part<'beard'>
  /** Background, hex without '#'. */
  background: string
}

export const AVATAR_LOOKS: Record<string, AvatarLook> = {
  'jonas.weber@example.com': {
    hair: 'variant05',
    lips: 'variant03',
    eyes: 'variant01',
    brows: 'variant04',
    body: 'variant14',
    nose: 'variant03',
    glasses: 'variant08',
    background: 'bfdbfe',
  },
  'sophie.martin@example.com': {
    hair: 'variant41',
    lips: 'variant22',
    eyes: 'variant02',
    brows: 'variant01',
    body: 'variant13',
    nose: 'variant07',
    background: 'fbcfe8',
  },
  'aylin.demir@example.com': {
    hair: 'variant58',
    lips: 'variant17',
    eyes: 'variant04',
    brows: 'variant05',
    body: 'variant09',
    nose: 'variant02',
    background: 'fde68a',
  },
  'rahul.mehta@example.com': {
    hair: 'variant15',
    lips: 'variant25',
    eyes: 'variant01',
    brows: 'variant07',
    body: 'variant19',
    nose: 'variant11',
    beard: 'variant03',
    background: 'a7f3d0',
  },
  'emily.carter@example.com': {
    hair: 'variant39',
    lips: 'variant14',
    eyes: 'variant05',
    brows: 'variant08',
    body: 'variant06',
    nose: 'variant05',
    background: 'ddd6fe',
  },
  'lukas.hoffmann@example.com': {
    hair: 'variant22',
    lips: 'variant30',
    eyes: 'variant02',
    brows: 'variant10',
    body: 'variant20',
    nose: 'variant09',
    glasses: 'variant03',
    background: 'bae6fd',
  },
  'chloe.nguyen@example.com': {
    hair: 'variant43',
    lips: 'variant23',
    eyes: 'variant01',
    brows: 'variant11',
    body: 'variant16',
    nose: 'variant04',
    glasses: 'variant11',
    background: 'fed7aa',
  },
  'mehmet.yilmaz@example.com': {
    hair: 'variant34',
    lips: 'variant03',
    eyes: 'variant04',
    brows: 'variant12',
    body: 'variant05',
    nose: 'variant14',
    beard: 'variant08',
    background: 'd9f99d',
  },
  'olivia.brown@example.com': {
    hair: 'variant47',
    lips: 'variant25',
    eyes: 'variant02',
    brows: 'variant04',
    body: 'variant03',
    nose: 'variant06',
    background: 'c7d2fe',
  },
  'katharina.schulz@example.com': {
    hair: 'variant29',
    lips: 'variant22',
    eyes: 'variant05',
    brows: 'variant01',
    body: 'variant21',
    nose: 'variant08',
    glasses: 'variant03',
    background: '99f6e4',
  },
  'diego.fernandez@example.com': {
    hair: 'variant31',
    lips: 'variant14',
    eyes: 'variant01',
    brows: 'variant05',
    body: 'variant17',
    nose: 'variant12',
    beard: 'variant05',
    background: 'fecaca',
  },
  'anna.kowalska@example.com': {
    hair: 'variant36',
    lips: 'variant17',
    eyes: 'variant04',
    brows: 'variant08',
    body: 'variant25',
    nose: 'variant01',
    background: 'e9d5ff',
  },
}
