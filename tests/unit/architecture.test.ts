import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('one-way imports (docs/architecture.md), enforced by lint', () => {
  it.each([
    ["import { useState } from 'react';"],
    ["import { createSlice } from '@reduxjs/toolkit';"],
    ["import axios from 'axios';"],
    ["import { http } from 'msw';"],
    ["import { makeStore } from '@/app/store';"],
  ])('src/domain refuses %s', async (line) => {
    expect(await restrictedImports('src/domain/sample.ts', `${line}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it('src/domain may use zod and itself', async () => {
    const code = "import { z } from 'zod';\nimport { ROOT_ROLE } from './roles';\nexport const x = [z, ROOT_ROLE];\n";
    expect(await restrictedImports('src/domain/sample.ts', code)).toEqual([]);
  });

  it("a feature may not reach into another feature's internals", async () => {
    const code = "import { authSlice } from '@/features/auth/auth-slice';\nexport const x = authSlice;\n";
    expect(await restrictedImports('src/features/layout/sample.ts', code)).toHaveLength(1);
  });

  it("a feature may use another feature's public index, and its own files", async () => {
    const code =
      "import { authSlice } from '@/features/auth';\nimport { MENU as y } from '@/features/layout/menu/menu';\nexport const x = [authSlice, y];\n";
    expect(await restrictedImports('src/features/layout/sample.ts', code)).toEqual([]);
  });

  it("a feature may not reach into the app's wiring, only its typed hooks", async () => {
    const store = "import { makeStore } from '@/app/store';\nexport const x = makeStore;\n";
    expect(await restrictedImports('src/features/hr/sample.ts', store)).toHaveLength(1);
    const hooks = "import { useAppSelector } from '@/app/hooks';\nexport const x = useAppSelector;\n";
    expect(await restrictedImports('src/features/hr/sample.ts', hooks)).toEqual([]);
  });

    it('shared may not import a feature', async () => {
    const code = "import { authSlice } from '@/features/auth';\nexport const x = authSlice;\n";
    expect(await restrictedImports('src/shared/ui/sample.ts', code)).toHaveLength(1);
  });

  it.each([["import { http } from 'msw';"], ["import { memoryTextStore } from '@mocks/db/users';"], ["import { readFileSync } from 'node:fs';"]])(
    'server/core and server/memory refuse %s',
    async (line) => {
      const code = `${line}\nexport const x = 1;\n`;
      expect(await restrictedImports('server/core/hr/sample.ts', code)).toHaveLength(1);
      expect(await restrictedImports('server/memory/sample.ts', code)).toHaveLength(1);
    },
  );

  it('the memory adapter may use the core, the domain and the contract', async () => {
    const code =
      "import { rowTest } from '@server/core/hr/filters';\nimport { spansOverlap } from '@/domain/rules/overlaps';\nimport { sortKeys } from '@/contract/list';\nexport const x = [rowTest, spansOverlap, sortKeys];\n";
    expect(await restrictedImports('server/memory/sample.ts', code)).toEqual([]);
  });
});
