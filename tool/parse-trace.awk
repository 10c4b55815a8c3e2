# tool/parse-trace.awk - bison's parse.c with its yyparse twice: yyparse with
# yydebug the constant 0, so the parser's hot loop carries none of the
# trace's checks (they cost 5% of a short eval), and yyparse_traced, the
# same code reading ruby_yydebug, which parse.y calls for ruby -y.  Bison 3
# writes yyparse as "int" / "yyparse (...)" ... "}" then the epilogue's
# "#line"; any other shape passes unchanged (one yyparse with the checks).
{ line[NR] = $0 }
END {
    for (i = 2; i <= NR && !start; i++)
        if (line[i] ~ /^yyparse \(/ && line[i - 1] == "int") start = i - 1
    for (i = start + 2; start && i <= NR && !end; i++) {
        if (line[i] != "}") continue
        for (j = i + 1; j <= NR && line[j] == ""; j++) ;
        if (j > NR || line[j] ~ /^#line /) end = i
    }
    if (!end) { for (i = 1; i <= NR; i++) print line[i]; exit }
    for (i = 1; i < start; i++) print line[i]
    print "#undef yydebug"
    print "#define yydebug 0"
    for (i = start; i <= end; i++) print line[i]
    print "#undef yydebug"
    print "#define yydebug ruby_yydebug"
    print "#define RUBY_YYPARSE_TRACED 1"
    print "static int"
    sub(/^yyparse \(/, "yyparse_traced (", line[start + 1])
    for (i = start + 1; i <= end; i++) print line[i]
    for (i = end + 1; i <= NR; i++) print line[i]
}
