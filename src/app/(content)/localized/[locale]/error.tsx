'use client'

export { default } from '../../../(frontend)/error'
