import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, describeOnDatabases, type TestDatabase } from "../../testing/test-database.ts";
import { foldForSearch, SEARCH_FOLD_FUNCTION, SEARCH_FOLD_TABLE } from "./search-fold.ts";

describe("the search fold", () => {
  it("folds case, accents and the letters NFKD leaves whole", () => {
    expect(
      ["Élodie", "ÉLODIE", "E\u0301lodie", "Şükrü", "Yılmaz", "åsa", "ØBERG", "Straße", "Łódź", "Æsir", "Þór"].map(
        foldForSearch,
      ),
    ).toEqual(["elodie", "elodie", "elodie", "sukru", "yilmaz", "asa", "oberg", "strasse", "lodz", "aesir", "thor"]);
    expect(foldForSearch("Ἀθηνᾶ ΣΟΦΊΑ Ёлка")).toBe("αθηνα σοφια елка");
    expect(foldForSearch("李小龍 😀 +27 82")).toBe("李小龍 😀 +27 82");
  });

  it("is settled after one pass: no character it makes is folded again (what PostgreSQL's translate needs)", () => {
    for (const folded of SEARCH_FOLD_TABLE.values()) expect(foldForSearch(folded)).toBe(folded);
  });
});

/** The same fold on both engines: SQLite's registered function and PostgreSQL's made by migration 013. */
describeOnDatabases("the search fold in SQL", (dialect) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await test.cleanup();
  });

  const foldInSql = async (text: string | null) => {
    const { rows } = await sql<{
      folded: string | null;
    }>`select ${sql.raw(SEARCH_FOLD_FUNCTION)}(${text}) as folded`.execute(test.database.db);
    return rows[0]?.folded;
  };

  it("folds every character of the table, and any other text, exactly as TypeScript does", async () => {
    const everything = [...SEARCH_FOLD_TABLE.keys()].join("");
    expect(await foldInSql(everything)).toBe(foldForSearch(everything));
    const sample = "Élodie ÉLODIE Şükrü åsa ØBERG Straße 李 😀 O'Brien 100% a_b";
    expect(await foldInSql(sample)).toBe(foldForSearch(sample));
    expect(await foldInSql(null)).toBeNull();
  });
});
