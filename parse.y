/* parse.y - the Ruby 1.8.7 lexer and grammar: source text -> NODE trees
   (see node.h for the shape of every tree), plus the symbol table
   (rb_intern & co) and the rb_compile_* entry points.

   The lexer is driven by lex_state (where in an expression we are), two bit
   stacks (cond_stack: inside a while/until/for condition; cmdarg_stack: inside
   command arguments) that decide what `do` binds to, and the parser's local
   variable tables (an identifier already assigned is a variable, which
   changes how `foo [1]` or `x -1` lex).  All parser state lives in one
   struct parser_state allocated on the C stack of rb_compile_*, so the
   conservative collector sees every VALUE and NODE it holds; bison's stacks
   grow with alloca for the same reason.

   Contract with eval.c / ruby.c:
   - rb_compile_* return NODE_SCOPE(tbl, body) or 0 with ruby_parse_nerrs > 0
     and a SyntaxError in ruby_errinfo ("file:line: msg" lines; for eval'd
     strings prefixed with "compile error\n", itself "(eval):N: compile
     error" when the file name is "(eval)").
   - While ruby_in_eval is set, names of ruby_scope->local_tbl keep their
     slots and rb_dvar_defined names are DVARs.  A new variable becomes a
     new slot of the running scope (the returned table is the old one plus
     the new names; 0 when nothing was added) unless the eval runs inside a
     block (ruby_dyna_vars != 0): then it is a DASGN_CURR, as in MRI 1.8.
   - BEGIN { } bodies share the top-level table; on success they are
     appended to ruby_eval_tree_begin as one NODE_SCOPE with that table. */

%{
#include "ruby.h"
#include "internal.h"
#include "node.h"
#include "env.h"
#include <stdint.h>
#include <float.h>
#include <errno.h>
#include <ctype.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>

#define YYSTACK_USE_ALLOCA 1
/* ruby -y and --yydebug: bison's parser trace on stderr, as 1.8.7 */
#define YYDEBUG 1
#define yydebug ruby_yydebug
#define YYMAXDEPTH 10000
#define YYINITDEPTH 200
#define YYMALLOC xmalloc
#define YYFREE xfree

#define ID_SCOPE_SHIFT 3
#define ID_SCOPE_MASK 0x07
#define ID_LOCAL    0x01
#define ID_INSTANCE 0x02
#define ID_GLOBAL   0x03
#define ID_ATTRSET  0x04
#define ID_CONST    0x05
#define ID_CLASS    0x06
#define ID_JUNK     0x07
#define ID_INTERNAL ID_JUNK

#define is_notop_id(id) ((id) > tLAST_TOKEN)
#define is_local_id(id) (is_notop_id(id) && ((id) & ID_SCOPE_MASK) == ID_LOCAL)
#define is_global_id(id) (is_notop_id(id) && ((id) & ID_SCOPE_MASK) == ID_GLOBAL)
#define is_instance_id(id) (is_notop_id(id) && ((id) & ID_SCOPE_MASK) == ID_INSTANCE)
#define is_attrset_id(id) (is_notop_id(id) && ((id) & ID_SCOPE_MASK) == ID_ATTRSET)
#define is_const_id(id) (is_notop_id(id) && ((id) & ID_SCOPE_MASK) == ID_CONST)
#define is_class_id(id) (is_notop_id(id) && ((id) & ID_SCOPE_MASK) == ID_CLASS)
#define is_junk_id(id) (is_notop_id(id) && ((id) & ID_SCOPE_MASK) == ID_JUNK)

int ruby_sourceline;
char *ruby_sourcefile;
int ruby__end__seen;
long ruby__end__pos;
int rb_parser_quiet;    /* the main program's errors kept, not printed (ruby.c) */
int ruby_parse_nerrs;

enum lex_state_e {
    EXPR_BEG,    /* ignore newline, +/- is a sign */
    EXPR_END,    /* newline significant, +/- is an operator */
    EXPR_ARG,    /* newline significant, +/- is an operator */
    EXPR_CMDARG, /* newline significant, +/- is an operator */
    EXPR_ENDARG, /* newline significant, +/- is an operator */
    EXPR_MID,    /* newline significant, +/- is an operator */
    EXPR_FNAME,  /* ignore newline, no reserved words */
    EXPR_DOT,    /* right after `.' or `::', no reserved words */
    EXPR_CLASS   /* immediately after `class', no here document */
};

/* string literal kinds (strterm func bits) */
#define STR_FUNC_ESCAPE 0x01
#define STR_FUNC_EXPAND 0x02
#define STR_FUNC_REGEXP 0x04
#define STR_FUNC_QWORDS 0x08
#define STR_FUNC_SYMBOL 0x10
#define STR_FUNC_INDENT 0x20
enum string_type {
    str_squote = 0,
    str_dquote = STR_FUNC_EXPAND,
    str_xquote = STR_FUNC_EXPAND,
    str_regexp = STR_FUNC_REGEXP | STR_FUNC_ESCAPE | STR_FUNC_EXPAND,
    str_sword = STR_FUNC_QWORDS,
    str_dword = STR_FUNC_QWORDS | STR_FUNC_EXPAND,
    str_ssym = STR_FUNC_SYMBOL,
    str_dsym = STR_FUNC_SYMBOL | STR_FUNC_EXPAND
};

/* an open string literal (or here document) being lexed */
struct strterm {
    int used;
    int func;          /* STR_FUNC_* bits, -1 once a word list has hit its end */
    int term, paren, nest;
    int heredoc;
    int line;          /* where the literal starts: 1.8.7 reports it unterminated there */
    /* here documents: identifier and the line to resume after the body */
    char *id;
    long idlen;
    long save_pbeg, save_p, save_pend;
    int save_line;
    /* saved while an interpolation is parsed */
    unsigned long save_cond, save_cmdarg;
};
#define STRTERM_POOL 64

/* a block's dynamic variables */
struct dvars {
    ID *tbl;
    char *hoist;        /* hoist[i]: tbl[i] is assigned by an inner block */
    int cnt, capa;
    struct dvars *prev;
};

/* a local scope (program, def, class body) */
struct local_vars {
    ID *tbl;            /* tbl[i] is slot i; tbl[0] '_', tbl[1] '~' */
    int cnt, capa;
    struct dvars *dv;   /* innermost block level, 0 outside blocks */
    int eval_top;       /* top scope of an eval'd string */
    struct local_vars *prev;
};

struct parser_state {
    const char *buf;
    long buflen, nextline;
    const char *pbeg, *p, *pend;
    VALUE src;                   /* keeps the source string alive */
    int heredoc_end;
    enum lex_state_e state, last_state;
    unsigned long cond_stack, cmdarg_stack;
    int paren_nest, command_start;
    int in_def, in_single, class_nest, in_defined;
    ID cur_mid;
    int eval_mode, file_mode;
    long fixup_gen;              /* compstmts ended so far: 1.8.7 folds literal ranges at each */
    int err_now, in_yyerror;     /* the main program's errors are printed as found */
    int at_end_mark;             /* the lexer stopped at __END__ */
    long err_flushed;            /* bytes of errmsg printed so far */
    union YYSTYPE *lval;         /* the token value yylex is filling */
    struct strterm *strterm;
    struct strterm *pool;        /* STRTERM_POOL of them, allocated on the first string:
                                    a compile's stack frame stays small (wiped after) */
    int pool_hi;                 /* pool entries ever used: those below this index */
    char *tok;
    long toklen, toksiz;
    struct local_vars *lvtbl;
    int nerrs;
    VALUE errmsg;
    NODE *result;
    NODE *begin_body;            /* BEGIN { } bodies of this compile */
    long eval_cnt;               /* eval: size of the enclosing scope's table */
    NODE *volatile keep;         /* scratch root */
    /* the last nodes of the lists appended to most recently (most recent
       first): long literals append in O(1).  On the C stack with the rest
       of this struct, so the GC keeps these nodes alive (no stale entry). */
    struct list_tail { NODE *head, *last; } tails[4];
    struct parser_state *prev;
};
static struct parser_state *P;

#define lex_state (P->state)
#define lex_strterm (P->strterm)
#define cond_stack (P->cond_stack)
#define cmdarg_stack (P->cmdarg_stack)

#define BITSTACK_PUSH(stack, n) ((stack) = ((stack) << 1) | ((n) & 1))
#define BITSTACK_POP(stack) ((stack) >>= 1)
#define BITSTACK_LEXPOP(stack) ((stack) = ((stack) >> 1) | ((stack) & 1))
#define BITSTACK_SET_P(stack) ((stack) & 1)
#define COND_PUSH(n) BITSTACK_PUSH(cond_stack, n)
#define COND_POP() BITSTACK_POP(cond_stack)
#define COND_LEXPOP() BITSTACK_LEXPOP(cond_stack)
#define COND_P() BITSTACK_SET_P(cond_stack)
#define CMDARG_PUSH(n) BITSTACK_PUSH(cmdarg_stack, n)
#define CMDARG_POP() BITSTACK_POP(cmdarg_stack)
#define CMDARG_LEXPOP() BITSTACK_LEXPOP(cmdarg_stack)
#define CMDARG_P() BITSTACK_SET_P(cmdarg_stack)

#define IS_ARG() (lex_state == EXPR_ARG || lex_state == EXPR_CMDARG)
#define IS_BEG() (lex_state == EXPR_BEG || lex_state == EXPR_MID || lex_state == EXPR_CLASS)

union YYSTYPE;
static int yylex(union YYSTYPE *);
static void yyerror(const char *);
static void compile_error(const char *fmt, ...);

/* node builders */
static NODE *block_append(NODE *, NODE *);
static NODE *list_append(NODE *, NODE *);
static NODE *list_concat(NODE *, NODE *);
static NODE *arg_concat(NODE *, NODE *);
static NODE *arg_add(NODE *, NODE *);
static NODE *arg_blk_pass(NODE *, NODE *);
static NODE *literal_concat(NODE *, NODE *);
static NODE *new_evstr(NODE *);
static NODE *evstr2dstr(NODE *);
static NODE *newline_node(NODE *);
static NODE *fixpos(NODE *, NODE *);
static NODE *call_op(NODE *, ID, int, NODE *);
static NODE *match_op(NODE *, NODE *);
static NODE *new_call(NODE *, ID, NODE *);
static NODE *new_fcall(ID, NODE *);
static NODE *new_super(NODE *);
static NODE *new_yield(NODE *);
static NODE *ret_args(NODE *);
static NODE *gettable(ID);
static NODE *assignable(ID, NODE *);
static NODE *aryset(NODE *, NODE *);
static NODE *attrset(NODE *, ID);
static NODE *node_assign(NODE *, NODE *);
static NODE *const_decl(NODE *path);
static NODE *op_assign(NODE *lhs, ID op, NODE *rhs);
static NODE *op_assign1(NODE *recv, NODE *idx, ID op, NODE *rhs);
static NODE *op_assign2(NODE *recv, ID attr, ID op, NODE *rhs);
static void backref_error(NODE *);
static NODE *logop(enum node_type, NODE *, NODE *);
static NODE *cond(NODE *);
static NODE *new_if(NODE *, NODE *, NODE *);
static NODE *new_unless(NODE *, NODE *, NODE *);
static NODE *new_while_mod(NODE *, NODE *, int until);
static NODE *new_not(NODE *);
static NODE *new_dot(int, NODE *, NODE *);
static NODE *negate_lit(NODE *);
static NODE *new_regexp(NODE *, int);
static NODE *new_dsym(NODE *);
static NODE *new_alias(NODE *, NODE *);
static NODE *new_undef(NODE *);
static NODE *new_xstring(NODE *);
static NODE *new_string(NODE *);
static NODE *new_iter_call(NODE *call, NODE *iter);
static NODE *new_body(NODE *, NODE *, NODE *, NODE *);
static NODE *new_resbody(NODE *, NODE *, NODE *, NODE *);
static NODE *new_args(int, NODE *, long, NODE *);
static NODE *new_defn(ID, NODE *, NODE *);
static NODE *new_scope(NODE *);
static NODE *new_masgn_value(NODE *, NODE *);
static NODE *new_hash(NODE *);
static NODE *new_aref_args(NODE *);
static NODE *new_svalue(NODE *);
static NODE *new_gvar_alias(ID, NODE *);
static NODE *remove_begin(NODE *);
static NODE *skip_newline_begin(NODE *);
static int value_expr(NODE *);
static void void_expr(NODE *);
static void void_last_stmt(NODE *);
static int unfolded_range(NODE *);
/* a Range literal folded from `1..2` still warns as ".." in a statement
   (1.8.7 folds it after those checks); the marks are not heap values */
#define LIT_FROM_DOT2 ((VALUE)2)
#define LIT_FROM_DOT3 ((VALUE)3)
static NODE *void_stmts(NODE *);
static void warn_grouped(void);
static int arg_var(ID);
static long rest_var(ID);
static NODE *block_arg_var(ID);
static NODE *opt_arg(ID, NODE *);
static void check_singleton(NODE *);

static void local_push(int);
static void local_pop(void);
static ID *local_tbl(void);
static void dyna_push(void);
static void dyna_pop(void);
static NODE *dyna_hoist_init(NODE *var, NODE *body);
static void dyna_mark_hoisted(ID id);
static ID internal_id(void);
static long local_append(ID);
static long local_cnt(ID);
static int local_id(ID);
static int dvar_defined(ID);
static int dvar_curr(ID);
static long local_cnt_if_defined(ID);
static void dyna_add(ID);
static void list_concat_parts(NODE *, NODE *);

static struct strterm *strterm_save(void);
static void strterm_restore(struct strterm *);

#define value_expr_n(n) ((void)value_expr(n), (n))
%}

%define api.pure full
%expect 0

%union {
    NODE *node;
    ID id;
    int num;
    VALUE val;
    struct strterm *st;
}

%token  kCLASS kMODULE kDEF kUNDEF kBEGIN kRESCUE kENSURE kEND kIF kUNLESS
        kTHEN kELSIF kELSE kCASE kWHEN kWHILE kUNTIL kFOR kBREAK kNEXT
        kREDO kRETRY kIN kDO kDO_COND kDO_BLOCK kRETURN kYIELD kSUPER
        kSELF kNIL kTRUE kFALSE kAND kOR kNOT kIF_MOD kUNLESS_MOD
        kWHILE_MOD kUNTIL_MOD kRESCUE_MOD kALIAS kDEFINED klBEGIN klEND
        k__LINE__ k__FILE__

%token <id>   tIDENTIFIER tFID tGVAR tIVAR tCONSTANT tCVAR
%token <val>  tINTEGER tFLOAT
%token <node> tSTRING_CONTENT
%token <node> tNTH_REF tBACK_REF
%token <num>  tREGEXP_END
%type <node> singleton strings string string1 xstring regexp
%type <node> string_contents xstring_contents string_content
%type <node> words qwords word_list qword_list word
%type <node> literal numeric dsym cpath
%type <node> bodystmt compstmt stmts stmt expr arg primary command command_call method_call
%type <node> expr_value arg_value primary_value
%type <node> if_tail opt_else case_body cases opt_rescue exc_list exc_var opt_ensure
%type <node> args when_args call_args call_args2 open_args paren_args opt_paren_args
%type <node> command_args aref_args opt_block_arg block_arg var_ref var_lhs
%type <node> mrhs superclass block_call block_command
%type <node> f_arglist f_args f_optarg f_opt f_block_arg opt_f_block_arg
%type <node> assoc_list assocs assoc undef_list backref string_dvar
%type <node> block_var block_var_amp opt_block_var brace_block cmd_brace_block do_block lhs none fitem_node fitem
%type <node> mlhs mlhs_head mlhs_basic mlhs_entry mlhs_item mlhs_node
%type <id>   variable sym symbol operation operation2 operation3
%type <id>   cname fname op
%type <num>  f_norm_arg f_arg f_rest_arg
%token tUPLUS           /* unary+ */
%token tUMINUS          /* unary- */
%token tPOW             /* ** */
%token tCMP             /* <=> */
%token tEQ              /* == */
%token tEQQ             /* === */
%token tNEQ             /* != */
%token tGEQ             /* >= */
%token tLEQ             /* <= */
%token tANDOP tOROP     /* && and || */
%token tMATCH tNMATCH   /* =~ and !~ */
%token tDOT2 tDOT3      /* .. and ... */
%token tAREF tASET      /* [] and []= */
%token tLSHFT tRSHFT    /* << and >> */
%token tCOLON2          /* :: */
%token tCOLON3          /* :: at EXPR_BEG */
%token <id> tOP_ASGN    /* +=, -=  etc. */
%token tASSOC           /* => */
%token tLPAREN          /* ( */
%token tLPAREN_ARG      /* ( */
%token tRPAREN          /* ) */
%token tLBRACK          /* [ */
%token tLBRACE          /* { */
%token tLBRACE_ARG      /* { */
%token tSTAR            /* * */
%token tAMPER           /* & */
%token tSYMBEG tSTRING_BEG tXSTRING_BEG tREGEXP_BEG tWORDS_BEG tQWORDS_BEG
%token tSTRING_DBEG tSTRING_DVAR tSTRING_END
%token tUMINUS_NUM      /* unary- before a number (after the operators: their IDs are 1.8.7's) */
%token tLAST_TOKEN

/*
 *      precedence table
 */

%nonassoc tLOWEST
%nonassoc tLBRACE_ARG

%nonassoc  kIF_MOD kUNLESS_MOD kWHILE_MOD kUNTIL_MOD
%left  kOR kAND
%right kNOT
%nonassoc kDEFINED
%right '=' tOP_ASGN
%left kRESCUE_MOD
%right '?' ':'
%nonassoc tDOT2 tDOT3
%left  tOROP
%left  tANDOP
%nonassoc  tCMP tEQ tEQQ tNEQ tMATCH tNMATCH
%left  '>' tGEQ '<' tLEQ
%left  '|' '^'
%left  '&'
%left  tLSHFT tRSHFT
%left  '+' '-'
%left  '*' '/' '%'
%right tUMINUS_NUM tUMINUS
%right tPOW
%right '!' '~' tUPLUS

%%
program         :   {
                        lex_state = EXPR_BEG;
                    }
                  compstmt
                    {
                        /* a program's (not an eval's) last statement is checked too */
                        if (!P->eval_mode) void_last_stmt($2);
                        P->result = $2;
                    }
                ;

bodystmt        : compstmt opt_rescue opt_else opt_ensure
                    {
                        $$ = new_body($1, $2, $3, $4);
                    }
                ;

compstmt        : stmts opt_terms
                    {
                        $$ = void_stmts($1);
                        P->fixup_gen++;
                    }
                ;

stmts           : none
                | stmt
                    {
                        $$ = newline_node($1);
                    }
                | stmts terms stmt
                    {
                        $$ = block_append($1, newline_node($3));
                    }
                | error stmt
                    {
                        /* recovery: parsing goes on so later errors get reported
                           too; a begin..end is opened, so compstmt's -w checks see
                           its statements once more (1.8.7) */
                        $$ = remove_begin($2);
                    }
                ;

stmt            : kALIAS fitem {lex_state = EXPR_FNAME;} fitem
                    {
                        $$ = new_alias($2, $4);
                    }
                | kALIAS tGVAR tGVAR
                    {
                        $$ = NEW_VALIAS($2, $3);
                    }
                | kALIAS tGVAR tBACK_REF
                    {
                        $$ = new_gvar_alias($2, $3);
                    }
                | kALIAS tGVAR tNTH_REF
                    {
                        yyerror("can't make alias for the number variables");
                        $$ = 0;
                    }
                | kUNDEF undef_list
                    {
                        $$ = $2;
                    }
                | stmt kIF_MOD expr_value
                    {
                        $$ = new_if($3, $1, 0);
                    }
                | stmt kUNLESS_MOD expr_value
                    {
                        $$ = new_unless($3, $1, 0);
                    }
                | stmt kWHILE_MOD expr_value
                    {
                        $$ = new_while_mod($1, $3, 0);
                    }
                | stmt kUNTIL_MOD expr_value
                    {
                        $$ = new_while_mod($1, $3, 1);
                    }
                | stmt kRESCUE_MOD stmt
                    {
                        $$ = NEW_RESCUE($1, NEW_RESBODY(0, $3, 0), 0);
                    }
                | klBEGIN
                    {
                        if (P->in_def || P->in_single) yyerror("BEGIN in method");
                        local_push(0);
                    }
                  '{' compstmt '}'
                    {
                        /* its own locals; run before the rest (see yycompile) */
                        P->begin_body = block_append(P->begin_body, NEW_PREEXE(new_scope($4)));
                        local_pop();
                        $$ = 0;
                    }
                | klEND '{' compstmt '}'
                    {
                        if (P->in_def || P->in_single) rb_warn("END in method; use at_exit");
                        $$ = NEW_ITER(0, NEW_POSTEXE(), $3);
                    }
                | lhs '=' command_call
                    {
                        $$ = node_assign($1, $3);
                    }
                | mlhs '=' command_call
                    {
                        $$ = new_masgn_value($1, $3);
                    }
                | var_lhs tOP_ASGN command_call
                    {
                        $$ = op_assign($1, $2, $3);
                    }
                | primary_value '[' aref_args ']' tOP_ASGN command_call
                    {
                        $$ = op_assign1($1, $3, $5, $6);
                    }
                | primary_value '.' tIDENTIFIER tOP_ASGN command_call
                    {
                        $$ = op_assign2($1, $3, $4, $5);
                    }
                | primary_value '.' tCONSTANT tOP_ASGN command_call
                    {
                        $$ = op_assign2($1, $3, $4, $5);
                    }
                | primary_value tCOLON2 tIDENTIFIER tOP_ASGN command_call
                    {
                        $$ = op_assign2($1, $3, $4, $5);
                    }
                | backref tOP_ASGN command_call
                    {
                        backref_error($1);
                        $$ = 0;
                    }
                | lhs '=' mrhs
                    {
                        $$ = node_assign($1, new_svalue($3));
                    }
                | mlhs '=' arg_value
                    {
                        $$ = new_masgn_value($1, $3);
                    }
                | mlhs '=' mrhs
                    {
                        $1->nd_value = $3;
                        $$ = $1;
                    }
                | expr
                ;

expr            : command_call
                | expr kAND expr
                    {
                        $$ = logop(NODE_AND, $1, $3);
                    }
                | expr kOR expr
                    {
                        $$ = logop(NODE_OR, $1, $3);
                    }
                | kNOT expr
                    {
                        $$ = new_not($2);
                    }
                | '!' command_call
                    {
                        $$ = new_not($2);
                    }
                | arg
                ;

expr_value      : expr
                    {
                        value_expr($1);
                        $$ = $1;
                        if (!$$) $$ = NEW_NIL();
                    }
                ;

command_call    : command
                | block_command
                | kRETURN call_args
                    {
                        $$ = NEW_RETURN(ret_args($2));
                    }
                | kBREAK call_args
                    {
                        $$ = NEW_BREAK(ret_args($2));
                    }
                | kNEXT call_args
                    {
                        $$ = NEW_NEXT(ret_args($2));
                    }
                ;

block_command   : block_call
                | block_call '.' operation2 command_args
                    {
                        $$ = new_call($1, $3, $4);
                    }
                | block_call tCOLON2 operation2 command_args
                    {
                        $$ = new_call($1, $3, $4);
                    }
                ;

cmd_brace_block : tLBRACE_ARG
                    {
                        dyna_push();
                        $<num>$ = ruby_sourceline;
                    }
                  opt_block_var compstmt '}'
                    {
                        $$ = NEW_ITER($3, 0, dyna_hoist_init($3, $4));
                        nd_set_line($$, $<num>2);
                        dyna_pop();
                    }
                ;

command         : operation command_args       %prec tLOWEST
                    {
                        $$ = new_fcall($1, $2);
                    }
                | operation command_args cmd_brace_block
                    {
                        $$ = new_iter_call(new_fcall($1, $2), $3);
                    }
                | primary_value '.' operation2 command_args     %prec tLOWEST
                    {
                        $$ = new_call($1, $3, $4);
                    }
                | primary_value '.' operation2 command_args cmd_brace_block
                    {
                        $$ = new_iter_call(new_call($1, $3, $4), $5);
                    }
                | primary_value tCOLON2 operation2 command_args %prec tLOWEST
                    {
                        $$ = new_call($1, $3, $4);
                    }
                | primary_value tCOLON2 operation2 command_args cmd_brace_block
                    {
                        $$ = new_iter_call(new_call($1, $3, $4), $5);
                    }
                | kSUPER command_args
                    {
                        $$ = fixpos(new_super($2), $2);
                    }
                | kYIELD command_args
                    {
                        $$ = fixpos(new_yield($2), $2);
                    }
                ;

mlhs            : mlhs_basic
                | tLPAREN mlhs_entry ')'
                    {
                        $$ = $2;
                    }
                ;

mlhs_entry      : mlhs_basic
                | tLPAREN mlhs_entry ')'
                    {
                        $$ = NEW_MASGN(NEW_LIST($2), 0);
                    }
                ;

mlhs_basic      : mlhs_head
                    {
                        $$ = NEW_MASGN($1, 0);
                    }
                | mlhs_head mlhs_item
                    {
                        $$ = NEW_MASGN(list_append($1, $2), 0);
                    }
                | mlhs_head tSTAR mlhs_node
                    {
                        $$ = NEW_MASGN($1, $3);
                    }
                | mlhs_head tSTAR
                    {
                        $$ = NEW_MASGN($1, -1);
                    }
                | tSTAR mlhs_node
                    {
                        $$ = NEW_MASGN(0, $2);
                    }
                | tSTAR
                    {
                        $$ = NEW_MASGN(0, -1);
                    }
                ;

mlhs_item       : mlhs_node
                | tLPAREN mlhs_entry ')'
                    {
                        $$ = $2;
                    }
                ;

mlhs_head       : mlhs_item ','
                    {
                        $$ = NEW_LIST($1);
                    }
                | mlhs_head mlhs_item ','
                    {
                        $$ = list_append($1, $2);
                    }
                ;

mlhs_node       : variable
                    {
                        $$ = assignable($1, 0);
                    }
                | primary_value '[' aref_args ']'
                    {
                        $$ = aryset($1, $3);
                    }
                | primary_value '.' tIDENTIFIER
                    {
                        $$ = attrset($1, $3);
                    }
                | primary_value tCOLON2 tIDENTIFIER
                    {
                        $$ = attrset($1, $3);
                    }
                | primary_value '.' tCONSTANT
                    {
                        $$ = attrset($1, $3);
                    }
                | primary_value tCOLON2 tCONSTANT
                    {
                        $$ = const_decl(NEW_COLON2($1, $3));
                    }
                | tCOLON3 tCONSTANT
                    {
                        $$ = const_decl(NEW_COLON3($2));
                    }
                | backref
                    {
                        backref_error($1);
                        $$ = 0;
                    }
                ;

lhs             : variable
                    {
                        $$ = assignable($1, 0);
                    }
                | primary_value '[' aref_args ']'
                    {
                        $$ = aryset($1, $3);
                    }
                | primary_value '.' tIDENTIFIER
                    {
                        $$ = attrset($1, $3);
                    }
                | primary_value tCOLON2 tIDENTIFIER
                    {
                        $$ = attrset($1, $3);
                    }
                | primary_value '.' tCONSTANT
                    {
                        $$ = attrset($1, $3);
                    }
                | primary_value tCOLON2 tCONSTANT
                    {
                        $$ = const_decl(NEW_COLON2($1, $3));
                    }
                | tCOLON3 tCONSTANT
                    {
                        $$ = const_decl(NEW_COLON3($2));
                    }
                | backref
                    {
                        backref_error($1);
                        $$ = 0;
                    }
                ;

cname           : tIDENTIFIER
                    {
                        yyerror("class/module name must be CONSTANT");
                        $$ = $1;
                    }
                | tCONSTANT
                ;

cpath           : tCOLON3 cname
                    {
                        $$ = NEW_COLON3($2);
                    }
                | cname
                    {
                        $$ = NEW_COLON2(0, $1);
                    }
                | primary_value tCOLON2 cname
                    {
                        $$ = NEW_COLON2($1, $3);
                    }
                ;

fname           : tIDENTIFIER
                | tCONSTANT
                | tFID
                | op
                    {
                        lex_state = EXPR_END;
                        $$ = $1;
                    }
                | reswords
                    {
                        lex_state = EXPR_END;
                        $$ = $<id>1;
                    }
                ;

fitem           : fname
                    {
                        $$ = NEW_LIT(ID2SYM($1));
                    }
                | symbol
                    {
                        $$ = NEW_LIT(ID2SYM($1));
                    }
                | dsym
                ;

fitem_node      : fitem
                    {
                        $$ = new_undef($1);
                    }
                ;

undef_list      : fitem_node
                | undef_list ',' {lex_state = EXPR_FNAME;} fitem_node
                    {
                        $$ = block_append($1, $4);
                    }
                ;

op              : '|'           { $$ = '|'; }
                | '^'           { $$ = '^'; }
                | '&'           { $$ = '&'; }
                | tCMP          { $$ = tCMP; }
                | tEQ           { $$ = tEQ; }
                | tEQQ          { $$ = tEQQ; }
                | tMATCH        { $$ = tMATCH; }
                | '>'           { $$ = '>'; }
                | tGEQ          { $$ = tGEQ; }
                | '<'           { $$ = '<'; }
                | tLEQ          { $$ = tLEQ; }
                | tLSHFT        { $$ = tLSHFT; }
                | tRSHFT        { $$ = tRSHFT; }
                | '+'           { $$ = '+'; }
                | '-'           { $$ = '-'; }
                | '*'           { $$ = '*'; }
                | tSTAR         { $$ = '*'; }
                | '/'           { $$ = '/'; }
                | '%'           { $$ = '%'; }
                | tPOW          { $$ = tPOW; }
                | '~'           { $$ = '~'; }
                | tUPLUS        { $$ = tUPLUS; }
                | tUMINUS       { $$ = tUMINUS; }
                | tAREF         { $$ = tAREF; }
                | tASET         { $$ = tASET; }
                | '`'           { $$ = '`'; }
                ;

reswords        : k__LINE__ | k__FILE__  | klBEGIN | klEND
                | kALIAS | kAND | kBEGIN | kBREAK | kCASE | kCLASS | kDEF
                | kDEFINED | kDO | kELSE | kELSIF | kEND | kENSURE | kFALSE
                | kFOR | kIN | kMODULE | kNEXT | kNIL | kNOT
                | kOR | kREDO | kRESCUE | kRETRY | kRETURN | kSELF | kSUPER
                | kTHEN | kTRUE | kUNDEF | kWHEN | kYIELD
                | kIF_MOD | kUNLESS_MOD | kWHILE_MOD | kUNTIL_MOD | kRESCUE_MOD
                | kIF | kUNLESS | kWHILE | kUNTIL
                ;

arg             : lhs '=' arg
                    {
                        $$ = node_assign($1, $3);
                    }
                | lhs '=' arg kRESCUE_MOD arg
                    {
                        $$ = node_assign($1, NEW_RESCUE($3, NEW_RESBODY(0, $5, 0), 0));
                    }
                | var_lhs tOP_ASGN arg
                    {
                        $$ = op_assign($1, $2, $3);
                    }
                | primary_value '[' aref_args ']' tOP_ASGN arg
                    {
                        $$ = op_assign1($1, $3, $5, $6);
                    }
                | primary_value '.' tIDENTIFIER tOP_ASGN arg
                    {
                        $$ = op_assign2($1, $3, $4, $5);
                    }
                | primary_value '.' tCONSTANT tOP_ASGN arg
                    {
                        $$ = op_assign2($1, $3, $4, $5);
                    }
                | primary_value tCOLON2 tIDENTIFIER tOP_ASGN arg
                    {
                        $$ = op_assign2($1, $3, $4, $5);
                    }
                | primary_value tCOLON2 tCONSTANT tOP_ASGN arg
                    {
                        yyerror("constant re-assignment");
                        $$ = 0;
                    }
                | tCOLON3 tCONSTANT tOP_ASGN arg
                    {
                        yyerror("constant re-assignment");
                        $$ = 0;
                    }
                | backref tOP_ASGN arg
                    {
                        backref_error($1);
                        $$ = 0;
                    }
                | arg tDOT2 arg
                    {
                        $$ = new_dot(0, $1, $3);
                    }
                | arg tDOT3 arg
                    {
                        $$ = new_dot(1, $1, $3);
                    }
                | arg '+' arg           { $$ = call_op($1, '+', 1, $3); }
                | arg '-' arg           { $$ = call_op($1, '-', 1, $3); }
                | arg '*' arg           { $$ = call_op($1, '*', 1, $3); }
                | arg '/' arg           { $$ = call_op($1, '/', 1, $3); }
                | arg '%' arg           { $$ = call_op($1, '%', 1, $3); }
                | arg tPOW arg          { $$ = call_op($1, tPOW, 1, $3); }
                | tUMINUS_NUM tINTEGER tPOW arg
                    {
                        $$ = call_op(call_op(NEW_LIT($2), tPOW, 1, $4), tUMINUS, 0, 0);
                    }
                | tUMINUS_NUM tFLOAT tPOW arg
                    {
                        $$ = call_op(call_op(NEW_LIT($2), tPOW, 1, $4), tUMINUS, 0, 0);
                    }
                | tUPLUS arg
                    {
                        if ($2 && nd_type($2) == NODE_LIT) $$ = $2;
                        else $$ = call_op($2, tUPLUS, 0, 0);
                    }
                | tUMINUS arg           { $$ = call_op($2, tUMINUS, 0, 0); }
                | arg '|' arg           { $$ = call_op($1, '|', 1, $3); }
                | arg '^' arg           { $$ = call_op($1, '^', 1, $3); }
                | arg '&' arg           { $$ = call_op($1, '&', 1, $3); }
                | arg tCMP arg          { $$ = call_op($1, tCMP, 1, $3); }
                | arg '>' arg           { $$ = call_op($1, '>', 1, $3); }
                | arg tGEQ arg          { $$ = call_op($1, tGEQ, 1, $3); }
                | arg '<' arg           { $$ = call_op($1, '<', 1, $3); }
                | arg tLEQ arg          { $$ = call_op($1, tLEQ, 1, $3); }
                | arg tEQ arg           { $$ = call_op($1, tEQ, 1, $3); }
                | arg tEQQ arg          { $$ = call_op($1, tEQQ, 1, $3); }
                | arg tNEQ arg          { $$ = NEW_NOT(call_op($1, tEQ, 1, $3)); }
                | arg tMATCH arg        { $$ = match_op($1, $3); }
                | arg tNMATCH arg       { $$ = NEW_NOT(match_op($1, $3)); }
                | '!' arg               { $$ = new_not($2); }
                | '~' arg               { $$ = call_op($2, '~', 0, 0); }
                | arg tLSHFT arg        { $$ = call_op($1, tLSHFT, 1, $3); }
                | arg tRSHFT arg        { $$ = call_op($1, tRSHFT, 1, $3); }
                | arg tANDOP arg        { $$ = logop(NODE_AND, $1, $3); }
                | arg tOROP arg         { $$ = logop(NODE_OR, $1, $3); }
                | kDEFINED opt_nl {P->in_defined = 1;} arg
                    {
                        P->in_defined = 0;
                        $$ = NEW_DEFINED($4);
                    }
                | arg '?' arg ':' arg
                    {
                        $$ = fixpos(new_if($1, $3, $5), $1);   /* at the condition, as 1.8.7 */
                    }
                | primary
                    {
                        $$ = $1;
                    }
                ;

arg_value       : arg
                    {
                        value_expr($1);
                        $$ = $1;
                        if (!$$) $$ = NEW_NIL();
                    }
                ;

aref_args       : none
                | command opt_nl
                    {
                        $$ = NEW_LIST($1);
                    }
                | args trailer
                    {
                        $$ = $1;
                    }
                | args ',' tSTAR arg opt_nl
                    {
                        value_expr($4);
                        $$ = arg_concat($1, $4);
                    }
                | assocs trailer
                    {
                        $$ = NEW_LIST(new_hash($1));
                    }
                | tSTAR arg opt_nl
                    {
                        value_expr($2);
                        $$ = NEW_SPLAT($2);
                    }
                ;

paren_args      : '(' none ')'
                    {
                        $$ = $2;
                    }
                | '(' call_args opt_nl ')'
                    {
                        $$ = $2;
                    }
                | '(' block_call opt_nl ')'
                    {
                        $$ = NEW_LIST($2);   /* no warning in 1.8.7 (p352) */
                    }
                | '(' args ',' block_call opt_nl ')'
                    {
                        $$ = list_append($2, $4);
                    }
                ;

opt_paren_args  : none
                | paren_args
                ;

call_args       : command
                    {
                        $$ = NEW_LIST($1);
                    }
                | args opt_block_arg
                    {
                        $$ = arg_blk_pass($1, $2);
                    }
                | args ',' tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(arg_concat($1, $4), $5);
                    }
                | assocs opt_block_arg
                    {
                        $$ = arg_blk_pass(NEW_LIST(new_hash($1)), $2);
                    }
                | assocs ',' tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(arg_concat(NEW_LIST(new_hash($1)), $4), $5);
                    }
                | args ',' assocs opt_block_arg
                    {
                        $$ = arg_blk_pass(list_append($1, new_hash($3)), $4);
                    }
                | args ',' assocs ',' tSTAR arg opt_block_arg
                    {
                        value_expr($6);
                        $$ = arg_blk_pass(arg_concat(list_append($1, new_hash($3)), $6), $7);
                    }
                | tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(NEW_SPLAT($2), $3);
                    }
                | block_arg
                ;

call_args2      : arg_value ',' args opt_block_arg
                    {
                        $$ = arg_blk_pass(list_concat(NEW_LIST($1), $3), $4);
                    }
                | arg_value ',' block_arg
                    {
                        $$ = arg_blk_pass(NEW_LIST($1), $3);
                    }
                | arg_value ',' tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(arg_concat(NEW_LIST($1), $4), $5);
                    }
                | arg_value ',' args ',' tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(arg_concat(list_concat(NEW_LIST($1), $3), $6), $7);
                    }
                | assocs opt_block_arg
                    {
                        $$ = arg_blk_pass(NEW_LIST(new_hash($1)), $2);
                    }
                | assocs ',' tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(arg_concat(NEW_LIST(new_hash($1)), $4), $5);
                    }
                | arg_value ',' assocs opt_block_arg
                    {
                        $$ = arg_blk_pass(list_append(NEW_LIST($1), new_hash($3)), $4);
                    }
                | arg_value ',' args ',' assocs opt_block_arg
                    {
                        $$ = arg_blk_pass(list_append(list_concat(NEW_LIST($1), $3), new_hash($5)), $6);
                    }
                | arg_value ',' assocs ',' tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(arg_concat(list_append(NEW_LIST($1), new_hash($3)), $6), $7);
                    }
                | arg_value ',' args ',' assocs ',' tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(arg_concat(list_append(list_concat(NEW_LIST($1), $3), new_hash($5)), $8), $9);
                    }
                | tSTAR arg_value opt_block_arg
                    {
                        $$ = arg_blk_pass(NEW_SPLAT($2), $3);
                    }
                | block_arg
                ;

command_args    :  {
                        $<val>$ = (VALUE)cmdarg_stack;
                        CMDARG_PUSH(1);
                    }
                  open_args
                    {
                        /* CMDARG_POP() */
                        cmdarg_stack = (unsigned long)$<val>1;
                        $$ = $2;
                    }
                ;

open_args       : call_args
                | tLPAREN_ARG  {lex_state = EXPR_ENDARG;} ')'
                    {
                        rb_warn("don't put space before argument parentheses");
                        $$ = 0;
                    }
                | tLPAREN_ARG call_args2 {lex_state = EXPR_ENDARG;} ')'
                    {
                        rb_warn("don't put space before argument parentheses");
                        $$ = $2;
                    }
                ;

block_arg       : tAMPER arg_value
                    {
                        $$ = NEW_BLOCK_PASS($2);
                    }
                ;

opt_block_arg   : ',' block_arg
                    {
                        $$ = $2;
                    }
                | none
                ;

args            : arg_value
                    {
                        $$ = NEW_LIST($1);
                    }
                | args ',' arg_value
                    {
                        $$ = list_append($1, $3);
                    }
                ;

mrhs            : args ',' arg_value
                    {
                        $$ = list_append($1, $3);
                    }
                | args ',' tSTAR arg_value
                    {
                        $$ = arg_concat($1, $4);
                    }
                | tSTAR arg_value
                    {
                        $$ = NEW_SPLAT($2);
                    }
                ;

primary         : literal
                | strings
                | xstring
                | regexp
                | words
                | qwords
                | var_ref
                | backref
                | tFID
                    {
                        $$ = NEW_FCALL($1, 0);
                    }
                | kBEGIN
                    {
                        $<num>$ = ruby_sourceline;
                    }
                  bodystmt
                  kEND
                    {
                        $$ = $3 ? NEW_BEGIN($3) : NEW_NIL();    /* 1.8.7: empty is nil */
                        nd_set_line($$, $<num>2);
                    }
                | tLPAREN_ARG expr {lex_state = EXPR_ENDARG;} opt_nl ')'
                    {
                        warn_grouped();
                        $$ = $2;
                    }
                | tLPAREN compstmt ')'
                    {
                        $$ = $2;
                        if (!$$) $$ = NEW_NIL();
                    }
                | primary_value tCOLON2 tCONSTANT
                    {
                        $$ = NEW_COLON2($1, $3);
                    }
                | tCOLON3 tCONSTANT
                    {
                        $$ = NEW_COLON3($2);
                    }
                | primary_value '[' aref_args ']'
                    {
                        if ($1 && nd_type($1) == NODE_SELF) $$ = NEW_FCALL(tAREF, $3);
                        else $$ = NEW_CALL($1, tAREF, $3);
                        fixpos($$, $1);
                    }
                | tLBRACK aref_args ']'
                    {
                        $$ = new_aref_args($2);
                    }
                | tLBRACE assoc_list '}'
                    {
                        $$ = NEW_HASH($2);
                    }
                | kRETURN
                    {
                        $$ = NEW_RETURN(0);
                    }
                | kYIELD '(' call_args ')'
                    {
                        $$ = new_yield($3);
                    }
                | kYIELD '(' ')'
                    {
                        $$ = NEW_YIELD(0, 0);
                    }
                | kYIELD
                    {
                        $$ = NEW_YIELD(0, 0);
                    }
                | kDEFINED opt_nl '(' {P->in_defined = 1;} expr ')'
                    {
                        P->in_defined = 0;
                        $$ = NEW_DEFINED($5);
                    }
                | operation brace_block
                    {
                        $$ = new_iter_call(NEW_FCALL($1, 0), $2);
                    }
                | method_call
                | method_call brace_block
                    {
                        $$ = new_iter_call($1, $2);
                    }
                | kIF expr_value then
                  compstmt
                  if_tail
                  kEND
                    {
                        $$ = fixpos(new_if($2, $4, $5), $2);
                    }
                | kUNLESS expr_value then
                  compstmt
                  opt_else
                  kEND
                    {
                        $$ = fixpos(new_unless($2, $4, $5), $2);
                    }
                | kWHILE {COND_PUSH(1);} expr_value do {COND_POP();}
                  compstmt
                  kEND
                    {
                        $$ = fixpos(NEW_WHILE(cond($3), $6, 1), $3);
                    }
                | kUNTIL {COND_PUSH(1);} expr_value do {COND_POP();}
                  compstmt
                  kEND
                    {
                        $$ = fixpos(NEW_UNTIL(cond($3), $6, 1), $3);
                    }
                | kCASE expr_value opt_terms
                  case_body
                  kEND
                    {
                        $$ = fixpos(NEW_CASE($2, $4), $2);
                    }
                | kCASE opt_terms case_body kEND
                    {
                        $$ = $3;
                    }
                | kCASE opt_terms kELSE compstmt kEND
                    {
                        $$ = $4;
                    }
                | kFOR block_var kIN {COND_PUSH(1);} expr_value do {COND_POP();}
                  compstmt
                  kEND
                    {
                        $$ = fixpos(NEW_FOR($2, $5, $8), $2);
                    }
                | kCLASS cpath superclass
                    {
                        if (P->in_def || P->in_single)
                            yyerror("class definition in method body");
                        P->class_nest++;
                        local_push(0);
                        $<num>$ = ruby_sourceline;
                    }
                  bodystmt
                  kEND
                    {
                        $$ = NEW_CLASS($2, new_scope($5), $3);
                        nd_set_line($$, $<num>4);
                        local_pop();
                        P->class_nest--;
                    }
                | kCLASS tLSHFT expr
                    {
                        $<num>$ = P->in_def;
                        P->in_def = 0;
                    }
                  term
                    {
                        $<num>$ = P->in_single;
                        P->in_single = 0;
                        P->class_nest++;
                        local_push(0);
                    }
                  bodystmt
                  kEND
                    {
                        $$ = NEW_SCLASS($3, new_scope($7));
                        fixpos($$, $3);
                        local_pop();
                        P->class_nest--;
                        P->in_def = $<num>4;
                        P->in_single = $<num>6;
                    }
                | kMODULE cpath
                    {
                        if (P->in_def || P->in_single)
                            yyerror("module definition in method body");
                        P->class_nest++;
                        local_push(0);
                        $<num>$ = ruby_sourceline;
                    }
                  bodystmt
                  kEND
                    {
                        $$ = NEW_MODULE($2, new_scope($4));
                        nd_set_line($$, $<num>3);
                        local_pop();
                        P->class_nest--;
                    }
                | kDEF fname
                    {
                        $<id>$ = P->cur_mid;
                        P->cur_mid = $2;
                        P->in_def++;
                        local_push(0);
                    }
                  f_arglist
                  bodystmt
                  kEND
                    {
                        $$ = new_defn($2, $4, $5);
                        fixpos($$, $4);
                        local_pop();
                        P->in_def--;
                        P->cur_mid = $<id>3;
                    }
                | kDEF singleton dot_or_colon {lex_state = EXPR_FNAME;} fname
                    {
                        P->in_single++;
                        local_push(0);
                        lex_state = EXPR_END; /* force for args */
                    }
                  f_arglist
                  bodystmt
                  kEND
                    {
                        /* an empty body: an empty begin, so that the method
                           returns at its caller's line (1.8.7), not at `end' */
                        NODE *d = new_defn($5, $7, $8 ? $8 : NEW_BEGIN(0));
                        $$ = NEW_DEFS($2, $5, d->nd_defn);
                        fixpos($$, $2);
                        local_pop();
                        P->in_single--;
                    }
                | kBREAK
                    {
                        $$ = NEW_BREAK(0);
                    }
                | kNEXT
                    {
                        $$ = NEW_NEXT(0);
                    }
                | kREDO
                    {
                        $$ = NEW_REDO();
                    }
                | kRETRY
                    {
                        $$ = NEW_RETRY();
                    }
                ;

primary_value   : primary
                    {
                        value_expr($1);
                        $$ = $1;
                        if (!$$) $$ = NEW_NIL();
                    }
                ;

then            : term
                | ':'
                | kTHEN
                | term kTHEN
                ;

do              : term
                | ':'
                | kDO_COND
                ;

if_tail         : opt_else
                | kELSIF expr_value then
                  compstmt
                  if_tail
                    {
                        $$ = fixpos(new_if($2, $4, $5), $2);
                    }
                ;

opt_else        : none
                | kELSE compstmt
                    {
                        $$ = $2;
                    }
                ;

block_var       : lhs
                | mlhs
                ;

opt_block_var   : none
                | '|' /* none */ '|'
                    {
                        $$ = (NODE *)1;
                        P->command_start = 1;
                    }
                | tOROP
                    {
                        $$ = (NODE *)1;
                        P->command_start = 1;
                    }
                | '|' block_var '|'
                    {
                        $$ = $2;
                        P->command_start = 1;
                    }
                | '|' block_var_amp '|'
                    {
                        $$ = $2;
                        P->command_start = 1;
                    }
                ;

/* parameters ending in `&b` (blocks only; `for` takes no &) */
block_var_amp   : tAMPER lhs
                    {
                        $$ = NEW_BLOCK_VAR((NODE *)1, $2);
                    }
                | mlhs_head tAMPER lhs
                    {
                        $$ = NEW_BLOCK_VAR(NEW_MASGN($1, 0), $3);
                    }
                | mlhs_head tSTAR mlhs_node ',' tAMPER lhs
                    {
                        $$ = NEW_BLOCK_VAR(NEW_MASGN($1, $3), $6);
                    }
                | mlhs_head tSTAR ',' tAMPER lhs
                    {
                        $$ = NEW_BLOCK_VAR(NEW_MASGN($1, -1), $5);
                    }
                | tSTAR mlhs_node ',' tAMPER lhs
                    {
                        $$ = NEW_BLOCK_VAR(NEW_MASGN(0, $2), $5);
                    }
                | tSTAR ',' tAMPER lhs
                    {
                        $$ = NEW_BLOCK_VAR(NEW_MASGN(0, -1), $4);
                    }
                ;

do_block        : kDO_BLOCK
                    {
                        dyna_push();
                        $<num>$ = ruby_sourceline;
                    }
                  opt_block_var compstmt kEND
                    {
                        $$ = NEW_ITER($3, 0, dyna_hoist_init($3, $4));
                        nd_set_line($$, $<num>2);
                        dyna_pop();
                    }
                ;

block_call      : command do_block
                    {
                        $$ = new_iter_call($1, $2);
                    }
                | block_call '.' operation2 opt_paren_args
                    {
                        $$ = new_call($1, $3, $4);
                    }
                | block_call tCOLON2 operation2 opt_paren_args
                    {
                        $$ = new_call($1, $3, $4);
                    }
                ;

method_call     : operation paren_args
                    {
                        $$ = new_fcall($1, $2);
                    }
                | primary_value '.' operation2 opt_paren_args
                    {
                        $$ = new_call($1, $3, $4);
                    }
                | primary_value tCOLON2 operation2 paren_args
                    {
                        $$ = new_call($1, $3, $4);
                    }
                | primary_value tCOLON2 operation3
                    {
                        $$ = new_call($1, $3, 0);
                    }
                | kSUPER paren_args
                    {
                        $$ = new_super($2);
                    }
                | kSUPER
                    {
                        $$ = NEW_ZSUPER();
                    }
                ;

brace_block     : '{'
                    {
                        dyna_push();
                        $<num>$ = ruby_sourceline;
                    }
                  opt_block_var
                  compstmt '}'
                    {
                        $$ = NEW_ITER($3, 0, dyna_hoist_init($3, $4));
                        nd_set_line($$, $<num>2);
                        dyna_pop();
                    }
                | kDO
                    {
                        dyna_push();
                        $<num>$ = ruby_sourceline;
                    }
                  opt_block_var
                  compstmt kEND
                    {
                        $$ = NEW_ITER($3, 0, dyna_hoist_init($3, $4));
                        nd_set_line($$, $<num>2);
                        dyna_pop();
                    }
                ;

case_body       : kWHEN when_args then
                  compstmt
                  cases
                    {
                        $$ = NEW_WHEN($2, $4, $5);
                    }
                ;
when_args       : args
                | args ',' tSTAR arg_value
                    {
                        $$ = list_append($1, NEW_SPLAT($4));
                    }
                | tSTAR arg_value
                    {
                        $$ = NEW_LIST(NEW_SPLAT($2));
                    }
                ;

cases           : opt_else
                | case_body
                ;

opt_rescue      : kRESCUE exc_list exc_var then
                  compstmt
                  opt_rescue
                    {
                        $$ = new_resbody($2, $3, $5, $6);
                    }
                | none
                ;

exc_list        : arg_value
                    {
                        $$ = NEW_LIST($1);
                    }
                | mrhs
                | none
                ;

exc_var         : tASSOC lhs
                    {
                        $$ = $2;
                    }
                | none
                ;

opt_ensure      : kENSURE compstmt
                    {
                        $$ = $2;
                        if (!$$) $$ = NEW_NIL();
                    }
                | none
                ;

literal         : numeric
                | symbol
                    {
                        $$ = NEW_LIT(ID2SYM($1));
                    }
                | dsym
                ;

strings         : string
                    {
                        $$ = new_string($1);
                    }
                ;

string          : string1
                | string string1
                    {
                        $$ = literal_concat($1, $2);
                    }
                ;

string1         : tSTRING_BEG string_contents tSTRING_END
                    {
                        $$ = $2;
                    }
                ;

xstring         : tXSTRING_BEG xstring_contents tSTRING_END
                    {
                        $$ = new_xstring($2);
                    }
                ;

regexp          : tREGEXP_BEG xstring_contents tREGEXP_END
                    {
                        $$ = new_regexp($2, $3);
                    }
                ;

words           : tWORDS_BEG ' ' tSTRING_END
                    {
                        $$ = NEW_ZARRAY();
                    }
                | tWORDS_BEG word_list tSTRING_END
                    {
                        $$ = $2;
                    }
                ;

word_list       : /* none */
                    {
                        $$ = 0;
                    }
                | word_list word ' '
                    {
                        $$ = list_append($1, evstr2dstr($2));
                    }
                ;

word            : string_content
                | word string_content
                    {
                        $$ = literal_concat($1, $2);
                    }
                ;

qwords          : tQWORDS_BEG ' ' tSTRING_END
                    {
                        $$ = NEW_ZARRAY();
                    }
                | tQWORDS_BEG qword_list tSTRING_END
                    {
                        $$ = $2;
                    }
                ;

qword_list      : /* none */
                    {
                        $$ = 0;
                    }
                | qword_list tSTRING_CONTENT ' '
                    {
                        $$ = list_append($1, $2);
                    }
                ;

string_contents : /* none */
                    {
                        $$ = 0;
                    }
                | string_contents string_content
                    {
                        $$ = literal_concat($1, $2);
                    }
                ;

xstring_contents: /* none */
                    {
                        $$ = 0;
                    }
                | xstring_contents string_content
                    {
                        $$ = literal_concat($1, $2);
                    }
                ;

string_content  : tSTRING_CONTENT
                | tSTRING_DVAR
                    {
                        $<st>$ = strterm_save();
                        lex_state = EXPR_BEG;
                    }
                  string_dvar
                    {
                        strterm_restore($<st>2);
                        $$ = NEW_EVSTR($3);
                    }
                | tSTRING_DBEG
                    {
                        $<st>$ = lex_strterm;
                        lex_strterm = 0;
                        lex_state = EXPR_BEG;
                        COND_PUSH(0);
                        CMDARG_PUSH(0);
                    }
                  compstmt '}'
                    {
                        /* the lexer popped once at the '}' already: as in
                           1.8.7 the stacks lose a level more here (which
                           decides what a later `do` binds to) */
                        lex_strterm = $<st>2;
                        COND_LEXPOP();
                        CMDARG_LEXPOP();
                        $$ = new_evstr($3);
                    }
                ;

string_dvar     : tGVAR {$$ = NEW_GVAR($1);}
                | tIVAR {$$ = NEW_IVAR($1);}
                | tCVAR {$$ = NEW_CVAR($1);}
                | backref
                ;

symbol          : tSYMBEG sym
                    {
                        lex_state = EXPR_END;
                        $$ = $2;
                    }
                ;

sym             : fname
                | tIVAR
                | tGVAR
                | tCVAR
                ;

dsym            : tSYMBEG xstring_contents tSTRING_END
                    {
                        lex_state = EXPR_END;
                        $$ = new_dsym($2);
                    }
                ;

numeric         : tINTEGER
                    {
                        $$ = NEW_LIT($1);
                    }
                | tFLOAT
                    {
                        $$ = NEW_LIT($1);
                    }
                | tUMINUS_NUM tINTEGER         %prec tLOWEST
                    {
                        $$ = negate_lit(NEW_LIT($2));
                    }
                | tUMINUS_NUM tFLOAT           %prec tLOWEST
                    {
                        $$ = negate_lit(NEW_LIT($2));
                    }
                ;

variable        : tIDENTIFIER
                | tIVAR
                | tGVAR
                | tCONSTANT
                | tCVAR
                | kNIL {$$ = kNIL;}
                | kSELF {$$ = kSELF;}
                | kTRUE {$$ = kTRUE;}
                | kFALSE {$$ = kFALSE;}
                | k__FILE__ {$$ = k__FILE__;}
                | k__LINE__ {$$ = k__LINE__;}
                ;

var_ref         : variable
                    {
                        $$ = gettable($1);
                    }
                ;

var_lhs         : variable
                    {
                        $$ = assignable($1, 0);
                    }
                ;

backref         : tNTH_REF
                | tBACK_REF
                ;

superclass      : term
                    {
                        $$ = 0;
                    }
                | '<'
                    {
                        lex_state = EXPR_BEG;
                    }
                  expr_value term
                    {
                        $$ = $3;
                    }
                | error term        /* a bad superclass: parsing goes on in the body */
                    {
                        yyerrok;
                        $$ = 0;
                    }
                ;

f_arglist       : '(' f_args opt_nl ')'
                    {
                        $$ = $2;
                        lex_state = EXPR_BEG;
                        P->command_start = 1;
                    }
                | f_args term
                    {
                        $$ = $1;
                    }
                ;

f_args          : f_arg ',' f_optarg ',' f_rest_arg opt_f_block_arg
                    {
                        $$ = new_args($1, $3, $5, $6);
                    }
                | f_arg ',' f_optarg opt_f_block_arg
                    {
                        $$ = new_args($1, $3, -1, $4);
                    }
                | f_arg ',' f_rest_arg opt_f_block_arg
                    {
                        $$ = new_args($1, 0, $3, $4);
                    }
                | f_arg opt_f_block_arg
                    {
                        $$ = new_args($1, 0, -1, $2);
                    }
                | f_optarg ',' f_rest_arg opt_f_block_arg
                    {
                        $$ = new_args(0, $1, $3, $4);
                    }
                | f_optarg opt_f_block_arg
                    {
                        $$ = new_args(0, $1, -1, $2);
                    }
                | f_rest_arg opt_f_block_arg
                    {
                        $$ = new_args(0, 0, $1, $2);
                    }
                | f_block_arg
                    {
                        $$ = new_args(0, 0, -1, $1);
                    }
                | /* none */
                    {
                        $$ = new_args(0, 0, -1, 0);
                    }
                ;

f_norm_arg      : tCONSTANT
                    {
                        yyerror("formal argument cannot be a constant");
                        $$ = 0;
                    }
                | tIVAR
                    {
                        yyerror("formal argument cannot be an instance variable");
                        $$ = 0;
                    }
                | tGVAR
                    {
                        yyerror("formal argument cannot be a global variable");
                        $$ = 0;
                    }
                | tCVAR
                    {
                        yyerror("formal argument cannot be a class variable");
                        $$ = 0;
                    }
                | tIDENTIFIER
                    {
                        $$ = arg_var($1);
                    }
                ;

f_arg           : f_norm_arg
                | f_arg ',' f_norm_arg
                    {
                        $$ = $1 + $3;
                    }
                ;

f_opt           : tIDENTIFIER '=' arg_value
                    {
                        $$ = opt_arg($1, $3);
                    }
                ;

f_optarg        : f_opt
                    {
                        $$ = NEW_BLOCK($1);
                        $$->nd_end = $$;
                    }
                | f_optarg ',' f_opt
                    {
                        $$ = block_append($1, $3);
                    }
                ;

restarg_mark    : '*'
                | tSTAR
                ;

f_rest_arg      : restarg_mark tIDENTIFIER
                    {
                        $$ = (int)rest_var($2);
                    }
                | restarg_mark
                    {
                        $$ = (int)rest_var(0);
                    }
                ;

blkarg_mark     : '&'
                | tAMPER
                ;

f_block_arg     : blkarg_mark tIDENTIFIER
                    {
                        $$ = block_arg_var($2);
                    }
                ;

opt_f_block_arg : ',' f_block_arg
                    {
                        $$ = $2;
                    }
                | none
                ;

singleton       : var_ref
                    {
                        $$ = $1;
                        value_expr($$);
                    }
                | '(' {lex_state = EXPR_BEG;} expr opt_nl ')'
                    {
                        check_singleton($3);
                        $$ = $3;
                    }
                ;

assoc_list      : none
                | assocs trailer
                    {
                        $$ = $1;
                    }
                | args trailer
                    {
                        if ($1->nd_alen % 2 != 0) {
                            yyerror("odd number list for Hash");
                        }
                        $$ = $1;
                    }
                ;

assocs          : assoc
                | assocs ',' assoc
                    {
                        $$ = list_concat($1, $3);
                    }
                ;

assoc           : arg_value tASSOC arg_value
                    {
                        $$ = list_append(NEW_LIST($1), $3);
                    }
                ;

operation       : tIDENTIFIER
                | tCONSTANT
                | tFID
                ;

operation2      : tIDENTIFIER
                | tCONSTANT
                | tFID
                | op
                ;

operation3      : tIDENTIFIER
                | tFID
                | op
                ;

dot_or_colon    : '.'
                | tCOLON2
                ;

opt_terms       : /* none */
                | terms
                ;

opt_nl          : /* none */
                | '\n'
                ;

trailer         : /* none */
                | '\n'
                | ','
                ;

term            : ';' {yyerrok;}
                | '\n'
                ;

terms           : term
                | terms ';' {yyerrok;}
                ;

none            : /* none */ {$$ = 0;}
                ;
%%
/* ------------------------------------------------------------------ */
/* reading the source: a buffer walked line by line                    */

static int
next_line(void)
{
    const char *s, *e, *end;

    if (P->nextline >= P->buflen) return 0;
    if (P->heredoc_end > 0) {
        ruby_sourceline = P->heredoc_end;
        P->heredoc_end = 0;
    }
    ruby_sourceline++;
    s = P->buf + P->nextline;
    end = P->buf + P->buflen;
    e = memchr(s, '\n', end - s);
    e = e ? e + 1 : end;
    P->pbeg = P->p = s;
    P->pend = e;
    P->nextline = e - P->buf;
    return 1;
}

static inline int
nextc(void)
{
    int c;

    if (P->p >= P->pend) {
        if (!next_line()) return -1;
    }
    c = (unsigned char)*P->p++;
    if (c == '\r' && P->p < P->pend && *P->p == '\n') {
        P->p++;
        c = '\n';
    }
    return c;
}

static void
pushback(int c)
{
    if (c == -1) return;
    /* as 1.8.7: a "\r\n" nextc folded is stepped back to its "\n" only */
    P->p--;
}

#define peek(c) (P->p < P->pend && (c) == (unsigned char)*P->p)
#define was_bol() (P->p == P->pbeg + 1)
/* bytes >= 0x80 are name characters only as the lead of a multibyte
   character of $KCODE (else "Invalid char"), as in 1.8.7 */
/* ASCII classes as isalnum & co. give them in the C locale, without a
   call per character (the lexer's hot path) */
#undef ISDIGIT
#undef ISALPHA
#undef ISALNUM
#undef ISUPPER
#define ISDIGIT(c) ((unsigned)((unsigned char)(c) - '0') < 10u)
#define ISALPHA(c) ((unsigned)(((unsigned char)(c) | 0x20) - 'a') < 26u)
#define ISALNUM(c) (ISALPHA(c) || ISDIGIT(c))

/* c (a byte, or -1 at the end of input) may be part of an identifier */
static inline int
is_identchar(int c)
{
    return c != -1 && (ISALNUM(c) || c == '_' || (c >= 0x80 && rb_mbclen(c) > 1));
}
#define ISSPACE(c) isspace((unsigned char)(c))
#define ISUPPER(c) ((unsigned)((unsigned char)(c) - 'A') < 26u)
#define ISXDIGIT(c) isxdigit((unsigned char)(c))

/* the token text buffer; the last parse's, when small, is kept for the
   next one (a malloc and a free less per eval of a short string) */
#define TOK_SPARE_MAX 256
static char *tok_spare;
static int tok_spare_siz;

static void
newtok(void)
{
    P->toklen = 0;
    if (!P->tok && tok_spare) {
        P->tok = tok_spare;
        P->toksiz = tok_spare_siz;
        tok_spare = 0;
    }
    else if (!P->tok) {
        P->toksiz = 60;
        P->tok = xmalloc(P->toksiz);
    }
}

static void
tok_release(struct parser_state *ps)
{
    if (ps->tok && !tok_spare && ps->toksiz <= TOK_SPARE_MAX) {
        tok_spare = ps->tok;
        tok_spare_siz = ps->toksiz;
    }
    else if (ps->tok) xfree(ps->tok);
    ps->tok = 0;
}

static void
tokadd(int c)
{
    if (P->toklen + 1 >= P->toksiz) {
        P->toksiz *= 2;
        P->tok = xrealloc(P->tok, P->toksiz);
    }
    P->tok[P->toklen++] = (char)c;
}

/* adds c and, when it leads a multibyte character, the rest of it */
static void
tokadd_identchar(int c)
{
    int n = c >= 0x80 ? rb_mbclen(c) : 1;
    tokadd(c);
    while (--n > 0 && (c = nextc()) != -1) tokadd(c);
}

static void
tokfix(void)
{
    P->tok[P->toklen] = '\0';
}

#define tok() (P->tok)
#define toklen() (P->toklen)
#define toklast() (P->toklen > 0 ? (unsigned char)P->tok[P->toklen - 1] : 0)

/* ------------------------------------------------------------------ */
/* errors and warnings                                                 */

static void flush_errors(void);

static void
compile_error(const char *fmt, ...)
{
    char buf[1024];
    int n;
    va_list args;

    n = snprintf(buf, sizeof(buf), "%s:%d: ", ruby_sourcefile ? ruby_sourcefile : "-", ruby_sourceline);
    if (n < 0) n = 0;
    if (n >= (int)sizeof(buf)) n = (int)sizeof(buf) - 1;
    va_start(args, fmt);
    vsnprintf(buf + n, sizeof(buf) - n, fmt, args);
    va_end(args);
    if (P->nerrs > 0 && P->errmsg) {
        rb_str_cat(P->errmsg, "\n", 1);
        rb_str_cat(P->errmsg, buf, (long)strlen(buf));
    } else {
        P->errmsg = rb_str_new(buf, (long)strlen(buf));
    }
    P->nerrs++;
    if (!P->in_yyerror) flush_errors();
}

/* the main program's errors go to stderr as they are found (between the
   parser's warnings, as 1.8.7 prints them), a line each */
static void
flush_errors(void)
{
    long from = P->err_flushed, len;

    if (!P->err_now || !P->errmsg) return;
    len = RSTRING_LEN(P->errmsg);
    if (from >= len) return;
    if (RSTRING_PTR(P->errmsg)[from] == '\n') from++;
    rb_write_error2(RSTRING_PTR(P->errmsg) + from, len - from);
    rb_write_error2("\n", 1);
    P->err_flushed = len;
}

/* 1.8.7 shows the error's line (over 4 chars) with a caret after the
   token: at most 30 chars each side of it when the line is over 70, cut ends
   marked "...", the caret line not shifted for a leading "..." */
static void
show_error_line(void)
{
    const char *beg = P->pbeg, *end = P->pend, *at = P->p;
    const char *pre = "", *post = "";
    VALUE line;
    long i, n;

    if (P->at_end_mark) at = beg + 1;   /* 1.8.7's lexer stays after its '_' */
    if (!beg || at < beg || at > end) return;
    /* as 1.8.7: nothing is shown when the lexer stands at the line's
       newline or past it (blanks before the newline still show it) */
    if ((at < end && *at == '\n') || (at > beg && at[-1] == '\n')) return;
    while (end > beg && end[-1] == '\n') end--;   /* 1.8.7 keeps a CR of a CRLF line */
    if (at > end) at = end;
    if (end - beg <= 4) return;
    if (end - beg > 70) {
        if (at - beg > 30) { beg = at - 30; pre = "..."; }
        if (end - at > 30) { end = at + 30; post = "..."; }
    }
    {   /* 1.8.7 prints the line as a C string: a NUL ends it */
        const char *nul = memchr(beg, '\0', end - beg);
        if (nul) end = nul;
    }
    n = at - beg;
    line = rb_str_new(0, n + 1);
    for (i = 0; i < n; i++) RSTRING_PTR(line)[i] = beg[i] == '\t' ? '\t' : ' ';
    RSTRING_PTR(line)[n] = '^';
    rb_str_cat(P->errmsg, "\n", 1);
    rb_str_cat2(P->errmsg, pre);
    rb_str_cat(P->errmsg, beg, end - beg);
    rb_str_cat2(P->errmsg, post);
    rb_str_cat(P->errmsg, "\n", 1);
    rb_str_append(P->errmsg, line);
}

static void
yyerror(const char *msg)
{
    if (strcmp(msg, "memory exhausted") == 0) msg = "stack level too deep";
    P->in_yyerror = 1;
    compile_error("%s", msg);
    show_error_line();
    P->in_yyerror = 0;
    flush_errors();
}

/* warns at the node's line */
static void
warn_node(NODE *node, const char *msg, int verbose_only)
{
    int line = ruby_sourceline;

    if (node) ruby_sourceline = nd_line(node);
    if (verbose_only) rb_warning("%s", msg);
    else rb_warn("%s", msg);
    ruby_sourceline = line;
}

static int
e_option_supplied(void)
{
    return ruby_sourcefile && strcmp(ruby_sourcefile, "-e") == 0;
}

static void
warn_unless_e(NODE *node, const char *msg)
{
    if (!e_option_supplied()) warn_node(node, msg, 0);
}

static void
warn_grouped(void)
{
    rb_warning("(...) interpreted as grouped expression");
}

/* ------------------------------------------------------------------ */
/* keywords                                                            */

struct kwtable {
    const char *name;
    int id[2];
    enum lex_state_e state;
};

static const struct kwtable keywords[] = {
    {"end", {kEND, kEND}, EXPR_END},
    {"else", {kELSE, kELSE}, EXPR_BEG},
    {"case", {kCASE, kCASE}, EXPR_BEG},
    {"ensure", {kENSURE, kENSURE}, EXPR_BEG},
    {"module", {kMODULE, kMODULE}, EXPR_BEG},
    {"elsif", {kELSIF, kELSIF}, EXPR_BEG},
    {"def", {kDEF, kDEF}, EXPR_FNAME},
    {"rescue", {kRESCUE, kRESCUE_MOD}, EXPR_MID},
    {"not", {kNOT, kNOT}, EXPR_BEG},
    {"then", {kTHEN, kTHEN}, EXPR_BEG},
    {"yield", {kYIELD, kYIELD}, EXPR_ARG},
    {"for", {kFOR, kFOR}, EXPR_BEG},
    {"self", {kSELF, kSELF}, EXPR_END},
    {"false", {kFALSE, kFALSE}, EXPR_END},
    {"retry", {kRETRY, kRETRY}, EXPR_END},
    {"return", {kRETURN, kRETURN}, EXPR_MID},
    {"true", {kTRUE, kTRUE}, EXPR_END},
    {"if", {kIF, kIF_MOD}, EXPR_BEG},
    {"defined?", {kDEFINED, kDEFINED}, EXPR_ARG},
    {"super", {kSUPER, kSUPER}, EXPR_ARG},
    {"undef", {kUNDEF, kUNDEF}, EXPR_FNAME},
    {"break", {kBREAK, kBREAK}, EXPR_MID},
    {"in", {kIN, kIN}, EXPR_BEG},
    {"do", {kDO, kDO}, EXPR_BEG},
    {"nil", {kNIL, kNIL}, EXPR_END},
    {"until", {kUNTIL, kUNTIL_MOD}, EXPR_BEG},
    {"unless", {kUNLESS, kUNLESS_MOD}, EXPR_BEG},
    {"or", {kOR, kOR}, EXPR_BEG},
    {"next", {kNEXT, kNEXT}, EXPR_MID},
    {"when", {kWHEN, kWHEN}, EXPR_BEG},
    {"redo", {kREDO, kREDO}, EXPR_END},
    {"and", {kAND, kAND}, EXPR_BEG},
    {"begin", {kBEGIN, kBEGIN}, EXPR_BEG},
    {"__LINE__", {k__LINE__, k__LINE__}, EXPR_END},
    {"class", {kCLASS, kCLASS}, EXPR_CLASS},
    {"__FILE__", {k__FILE__, k__FILE__}, EXPR_END},
    {"END", {klEND, klEND}, EXPR_END},
    {"BEGIN", {klBEGIN, klBEGIN}, EXPR_END},
    {"while", {kWHILE, kWHILE_MOD}, EXPR_BEG},
    {"alias", {kALIAS, kALIAS}, EXPR_FNAME},
    {0, {0, 0}, EXPR_BEG}
};

static const struct kwtable *
reserved_word(const char *name, long len)
{
    const struct kwtable *kw;

    /* every identifier comes here: keywords are 2 to 8 bytes, and the
       first byte rules out all but a few before any length is taken */
    if (len < 2 || len > 8) return 0;
    for (kw = keywords; kw->name; kw++) {
        if (kw->name[0] == name[0] &&
            (long)strlen(kw->name) == len && memcmp(kw->name, name, len) == 0) return kw;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* string terms                                                        */

/* the last parse's pool, all unused, kept for the next parse: an eval of
   a short string with a literal does not allocate, clear and free 6 KB */
static struct strterm *strterm_spare;

static struct strterm *
strterm_new(int func, int term, int paren)
{
    int i;

    if (!P->pool && strterm_spare) {
        P->pool = strterm_spare;   /* all unused, as parser_cleanup left it */
        strterm_spare = 0;
    }
    else if (!P->pool) {
        P->pool = ALLOC_N(struct strterm, STRTERM_POOL);
        MEMZERO(P->pool, struct strterm, STRTERM_POOL);
    }
    for (i = 0; i < STRTERM_POOL; i++) {
        struct strterm *st = &P->pool[i];
        if (!st->used) {
            if (i >= P->pool_hi) P->pool_hi = i + 1;
            memset(st, 0, sizeof(*st));
            st->used = 1;
            st->func = func;
            st->term = term;
            st->paren = paren;
            st->line = ruby_sourceline;
            return st;
        }
    }
    yyerror("string literals nested too deeply");
    return 0;
}

static void
strterm_free(struct strterm *st)
{
    if (!st) return;
    if (st->id) xfree(st->id);
    st->id = 0;
    st->used = 0;
}

/* entering #{...} or #@var: the lexer leaves string mode */
static struct strterm *
strterm_save(void)
{
    struct strterm *st = lex_strterm;

    lex_strterm = 0;
    if (st) {
        st->save_cond = cond_stack;
        st->save_cmdarg = cmdarg_stack;
    }
    cond_stack = 0;
    cmdarg_stack = 0;
    return st;
}

static void
strterm_restore(struct strterm *st)
{
    lex_strterm = st;
    if (st) {
        cond_stack = st->save_cond;
        cmdarg_stack = st->save_cmdarg;
    }
}

/* ------------------------------------------------------------------ */
/* escapes                                                             */

static int
scan_oct(int c, int max)
{
    int v = c - '0', i;

    for (i = 1; i < max; i++) {
        c = nextc();
        if (c < '0' || c > '7') {
            pushback(c);
            break;
        }
        v = v * 8 + (c - '0');
    }
    return v & 0xff;
}

static int
scan_hex(int max, int *count)
{
    int v = 0, i, c;

    for (i = 0; i < max; i++) {
        c = nextc();
        if (c == -1 || !ISXDIGIT(c)) {
            pushback(c);
            break;
        }
        v = v * 16 + (ISDIGIT(c) ? c - '0' : (tolower(c) - 'a' + 10));
    }
    *count = i;
    return v;
}

/* reads the escape after a backslash in a double-quoted context */
static int
read_escape(void)
{
    int c, n;

    switch (c = nextc()) {
      case '\\': return c;
      case 'n': return '\n';
      case 't': return '\t';
      case 'r': return '\r';
      case 'f': return '\f';
      case 'v': return '\13';
      case 'a': return '\007';
      case 'e': return 033;
      case 'b': return '\010';
      case 's': return ' ';
      case '0': case '1': case '2': case '3':
      case '4': case '5': case '6': case '7':
        return scan_oct(c, 3);
      case 'x':
        c = scan_hex(2, &n);
        if (n == 0) {
            yyerror("Invalid escape character syntax");
            return 0;
        }
        return c;
      case 'M':
        if ((c = nextc()) != '-') {
            yyerror("Invalid escape character syntax");
            pushback(c);
            return '\0';
        }
        if ((c = nextc()) == '\\') return read_escape() | 0x80;
        if (c == -1) goto eof;
        return (c & 0xff) | 0x80;
      case 'C':
        if ((c = nextc()) != '-') {
            yyerror("Invalid escape character syntax");
            pushback(c);
            return '\0';
        }
        /* fall through */
      case 'c':
        if ((c = nextc()) == '\\') c = read_escape();
        else if (c == '?') return 0177;
        else if (c == -1) goto eof;
        return c & 0x9f;
      case -1:
      eof:
        yyerror("Invalid escape character syntax");
        return '\0';
      default:
        return c;
    }
}

/* copies an escape verbatim (regexp source); -1 ends the literal as 1.8.7
   does for a \x without hex digits (then "unterminated string") */
static int
tokadd_escape(void)
{
    int c = nextc(), n;

    switch (c) {
      case '\n':
        return 0;
      case -1:
        yyerror("Invalid escape character syntax");
        return 0;
      case 'x':
        scan_hex(2, &n);
        if (n == 0) {
            yyerror("Invalid escape character syntax");
            return -1;
        }
        tokadd('\\');
        tokadd(c);
        P->p -= n;      /* the digits are copied as they stand */
        while (n--) tokadd(nextc());
        return 0;
      case 'M': case 'C': case 'c':
        if (c != 'c') {
            /* an invalid \M or \C leaves nothing in the regexp's text */
            int d = nextc();
            if (d != '-') {
                yyerror("Invalid escape character syntax");
                pushback(d);
                return 0;
            }
            tokadd('\\');
            tokadd(c);
            tokadd(d);
        }
        else {
            tokadd('\\');
            tokadd(c);
        }
        c = nextc();
        if (c == '\\') return tokadd_escape();
        if (c == -1) {
            yyerror("Invalid escape character syntax");
            return 0;
        }
        tokadd(c);
        return 0;
      default:
        tokadd('\\');
        tokadd(c);
        return 0;
    }
}

/* adds string content up to the terminator (or an interpolation) */
static int
tokadd_string(int func, int term, int paren, int *nest)
{
    int c, nul_seen = 0;

    while ((c = nextc()) != -1) {
        if (c >= 0x80 && rb_mbclen(c) > 1) {
            /* a multibyte character is taken whole: a trail byte of -Ks
               (0x40-0x7e) is never a quote or a backslash */
            tokadd_identchar(c);
            continue;
        }
        if (paren && c == paren) {
            ++*nest;
        } else if (c == term) {
            if (!nest || !*nest) {
                pushback(c);
                break;
            }
            --*nest;
        } else if ((func & STR_FUNC_EXPAND) && c == '#' && P->p < P->pend) {
            int c2 = (unsigned char)*P->p;
            if (c2 == '$' || c2 == '@' || c2 == '{') {
                pushback(c);
                break;
            }
        } else if (c == '\\') {
            c = nextc();
            switch (c) {
              case '\n':
                if (func & STR_FUNC_QWORDS) break;
                if (func & STR_FUNC_EXPAND) continue;
                tokadd('\\');
                break;
              case '\\':
                if (func & STR_FUNC_ESCAPE) tokadd(c);
                break;
              case -1:
                /* 1.8.7 reads an escape there: "Invalid escape character
                   syntax", and a NUL in the text (not in a regexp's) */
                if (!(func & STR_FUNC_EXPAND)) return -1;
                yyerror("Invalid escape character syntax");
                if (func & STR_FUNC_REGEXP) return -1;
                c = 0;
                break;
              default:
                if (func & STR_FUNC_REGEXP) {
                    /* \X where X is the delimiter stays \X in the source (1.8.7) */
                    pushback(c);
                    if (tokadd_escape() < 0) return -1;
                    continue;
                } else if (func & STR_FUNC_EXPAND) {
                    pushback(c);
                    if (func & STR_FUNC_ESCAPE) tokadd('\\');
                    c = read_escape();
                } else if ((func & STR_FUNC_QWORDS) && ISSPACE(c)) {
                    /* an escaped space is part of the word */
                } else if (c != term && !(paren && c == paren)) {
                    tokadd('\\');
                }
            }
        } else if ((func & STR_FUNC_QWORDS) && ISSPACE(c)) {
            pushback(c);
            break;
        }
        /* 1.8.7 refuses a NUL in the literal text of :"..", once a piece
           (at its line), and drops that one NUL (so :"\0" is also empty);
           one made by interpolated code fails when it runs */
        if (c == 0 && (func & STR_FUNC_SYMBOL) && !nul_seen) {
            nul_seen = 1;
            compile_error("symbol cannot contain '\\0'");
            continue;
        }
        tokadd(c);
    }
    return c;
}

static int
regx_options(void)
{
    int options = 0, c;
    char bad[64];
    int nbad = 0;

    newtok();
    while (c = nextc(), ISALPHA(c)) {
        switch (c) {
          case 'i': options |= RE_OPTION_IGNORECASE; break;
          case 'x': options |= RE_OPTION_EXTENDED; break;
          case 'm': options |= RE_OPTION_MULTILINE; break;
          case 'o': options |= RE_OPTION_ONCE; break;
          /* the kcode letters as 1.8 encodes them: n 16, e 32, s 48, u 64 */
          case 'n': options = (options & ~(KCODE_MASK | KCODE_FIXED)) | KCODE_FIXED; break;
          case 'e': options = (options & ~(KCODE_MASK | KCODE_FIXED)) | KCODE_EUC; break;
          case 's': options = (options & ~(KCODE_MASK | KCODE_FIXED)) | KCODE_SJIS; break;
          case 'u': options = (options & ~(KCODE_MASK | KCODE_FIXED)) | KCODE_UTF8; break;
          default:
            if (nbad < (int)sizeof(bad) - 1) bad[nbad++] = (char)c;
            break;
        }
    }
    pushback(c);
    if (nbad) {
        bad[nbad] = '\0';
        compile_error("unknown regexp option%s - %s", nbad > 1 ? "s" : "", bad);
    }
    return options;
}

static NODE *
str_node(void)
{
    return NEW_STR(rb_str_new(tok(), toklen()));
}

/* 1.8.7 says "string" for every kind of literal, at the line it starts on,
   and stays on that line for the errors that follow */
static void
unterminated(struct strterm *q)
{
    ruby_sourceline = q->line;
    compile_error("unterminated string meets end of file");
}

/* one token of a (non here document) string literal */
static int
parse_string(struct strterm *q, YYSTYPE *lval)
{
    int func = q->func, term = q->term, paren = q->paren;
    int c, space = 0;

    if (func == -1) return tSTRING_END;
    c = nextc();
    if ((func & STR_FUNC_QWORDS) && ISSPACE(c)) {
        do { c = nextc(); } while (ISSPACE(c));
        space = 1;
    }
    if (c == term && !q->nest) {
        if (func & STR_FUNC_QWORDS) {
            q->func = -1;
            return ' ';
        }
        if (!(func & STR_FUNC_REGEXP)) return tSTRING_END;
        lval->num = regx_options();
        return tREGEXP_END;
    }
    if (space) {
        pushback(c);
        return ' ';
    }
    newtok();
    if ((func & STR_FUNC_EXPAND) && c == '#') {
        c = nextc();
        switch (c) {
          case '$':
          case '@':
            pushback(c);
            return tSTRING_DVAR;
          case '{':
            return tSTRING_DBEG;
        }
        tokadd('#');
    }
    pushback(c);
    if (tokadd_string(func, term, paren, &q->nest) == -1) {
        unterminated(q);
        q->func = -1;
        return tSTRING_END;
    }
    tokfix();
    lval->node = str_node();
    return tSTRING_CONTENT;
}

/* ------------------------------------------------------------------ */
/* here documents                                                      */

static int
heredoc_identifier(void)
{
    int c = nextc(), term, func = 0;
    long len;

    if (c == '-') {
        c = nextc();
        func = STR_FUNC_INDENT;
    }
    switch (c) {
      case '\'':
        func |= str_squote; goto quoted;
      case '"':
        func |= str_dquote; goto quoted;
      case '`':
        func |= str_xquote;
      quoted:
        newtok();
        term = c;
        /* 1.8.7 reads on past a newline: the name may span lines */
        while ((c = nextc()) != -1 && c != term) tokadd(c);
        if (c != term) {
            compile_error("unterminated here document identifier");
            return 0;
        }
        break;
      default:
        if (!is_identchar(c)) {
            pushback(c);
            if (func & STR_FUNC_INDENT) pushback('-');
            return 0;
        }
        newtok();
        term = '"';
        func |= str_dquote;
        do {
            tokadd_identchar(c);
        } while ((c = nextc()) != -1 && is_identchar(c));
        pushback(c);
        break;
    }
    tokfix();
    len = toklen();
    {
        struct strterm *st = strterm_new(func, 0, 0);
        if (!st) return 0;
        st->heredoc = 1;
        st->id = xmalloc(len + 1);
        memcpy(st->id, tok(), len + 1);
        st->idlen = len;
        st->save_pbeg = P->pbeg - P->buf;
        st->save_p = P->p - P->buf;
        st->save_pend = P->pend - P->buf;
        st->save_line = ruby_sourceline;
        lex_strterm = st;
    }
    P->p = P->pend; /* the body starts on the next line */
    return term == '`' ? tXSTRING_BEG : tSTRING_BEG;
}

static void
heredoc_restore(struct strterm *st)
{
    P->pbeg = P->buf + st->save_pbeg;
    P->p = P->buf + st->save_p;
    P->pend = P->buf + st->save_pend;
    P->heredoc_end = ruby_sourceline;
    ruby_sourceline = st->save_line;
    strterm_free(st);
    lex_strterm = 0;
}

/* is the current line (just loaded, P->p at its start) the terminator? */
static int
heredoc_term_p(struct strterm *st)
{
    const char *s = P->pbeg, *e = P->pend;

    if (e > s && e[-1] == '\n') e--;
    if (e > s && e[-1] == '\r') e--;
    if (st->func & STR_FUNC_INDENT) {
        while (s < e && (*s == ' ' || *s == '\t')) s++;
    }
    return (e - s) == st->idlen && memcmp(s, st->id, st->idlen) == 0;
}

/* at a line start in a here document: load the line; 0 at end of file */
static int
heredoc_line(void)
{
    if (P->p < P->pend) return 1;
    return next_line();
}

/* an unterminated here document: as 1.8.7, the error comes before any of
   its text is handed to the parser (which then stops at the EOF) */
static int
heredoc_eof_error(struct strterm *st)
{
    compile_error("can't find string \"%s\" anywhere before EOF", st->id);
    heredoc_restore(st);
    return 0;
}

/* the text up to the terminator (just read): as 1.8.7, the position goes
   back to the `<<` line before its node is made and the parser sees it,
   and only tSTRING_END is left to hand on */
static NODE *
heredoc_last_part(struct strterm *st)
{
    NODE *node;
    P->p = P->pend;
    heredoc_restore(st);
    node = str_node();
    lex_strterm = strterm_new(-1, 0, 0);
    return node;
}

static int
here_document(struct strterm *st, YYSTYPE *lval)
{
    int c;
    int at_bol = (P->p >= P->pend) || (P->p == P->pbeg);

    if (at_bol) {
        if (!heredoc_line()) return heredoc_eof_error(st);
        if (heredoc_term_p(st)) {
            P->p = P->pend;
            heredoc_restore(st);
            return tSTRING_END;
        }
    }
    newtok();
    if (!(st->func & STR_FUNC_EXPAND)) {
        /* raw lines up to the terminator */
        for (;;) {
            while (P->p < P->pend) tokadd(*P->p++);
            if (!heredoc_line()) return heredoc_eof_error(st);
            if (heredoc_term_p(st)) break;
        }
        tokfix();
        lval->node = heredoc_last_part(st);
        return tSTRING_CONTENT;
    }
    c = nextc();
    if (c == '#') {
        int c2 = nextc();
        switch (c2) {
          case '$':
          case '@':
            pushback(c2);
            return tSTRING_DVAR;
          case '{':
            return tSTRING_DBEG;
        }
        pushback(c2);
        tokadd('#');
    } else {
        pushback(c);
    }
    for (;;) {
        c = tokadd_string(st->func, '\n', 0, NULL);
        if (c == -1) return heredoc_eof_error(st);
        if (c != '\n') break; /* stopped at an interpolation */
        tokadd(nextc());
        if (!heredoc_line()) return heredoc_eof_error(st);
        if (heredoc_term_p(st)) {
            tokfix();
            lval->node = heredoc_last_part(st);
            return tSTRING_CONTENT;
        }
    }
    tokfix();
    lval->node = str_node();
    return tSTRING_CONTENT;
}

/* ------------------------------------------------------------------ */
/* numbers                                                             */

/* as 1.8.7, lexing goes on after a bad number (a placeholder 0 stands for
   it), so what follows is reported too */
static int
number_error(const char *msg)
{
    yyerror(msg);
    P->lval->val = INT2FIX(0);
    return tINTEGER;
}

/* reads digits of a base into tok, checking underscores */
static int
scan_digits(int base, int *nondigit)
{
    int c, seen = 0;

    for (;;) {
        c = nextc();
        if (c == '_') {
            if (*nondigit) break;
            *nondigit = c;
            continue;
        }
        if (c == -1) break;
        if (base == 16 ? !ISXDIGIT(c) : !(c >= '0' && c < '0' + (base > 10 ? 10 : base))) {
            if (base == 8 && (c == '8' || c == '9')) {
                yyerror("Illegal octal digit");
                pushback(c);
                return -1;
            }
            break;
        }
        *nondigit = 0;
        tokadd(c);
        seen = 1;
    }
    pushback(c);
    return seen;
}

static VALUE
int_value(int base)
{
    unsigned long v = 0, lim = (unsigned long)FIXNUM_MAX;
    /* v * base + d > lim, without a division per digit */
    unsigned long qlim = lim / base, rlim = lim % base;
    long i;
    int neg = 0, start = 0;

    tokfix();
    if (tok()[0] == '-') { neg = 1; start = 1; }
    else if (tok()[0] == '+') start = 1;
    for (i = start; i < toklen(); i++) {
        int c = (unsigned char)tok()[i];
        int d = ISDIGIT(c) ? c - '0' : (c | 0x20) - 'a' + 10;
        if (v > qlim || (v == qlim && (unsigned long)d > rlim))
            return rb_cstr_to_inum(tok(), base, Qfalse);
        v = v * base + d;
    }
    return neg ? INT2FIX(-(long)v) : INT2FIX((long)v);
}

/* digits and single underscores of a decimal run, added to the token;
   returns the character after them (*nondigit: a trailing `_' seen) */
static int
read_decimal_digits(int *nondigit)
{
    int c;
    for (;;) {
        c = nextc();
        if (c == '_') {
            if (*nondigit) return c;
            *nondigit = c;
            continue;
        }
        if (!ISDIGIT(c)) return c;
        *nondigit = 0;
        tokadd(c);
    }
}

/* a literal after its leading `0': 0x.. 0b.. 0d.. 0o.. 0_.. or octal 0..;
   *done is set when the token is complete (its value or error returned);
   otherwise "0." or "0e" goes on as a decimal, and so does the rest after an
   illegal octal digit (-1 returned), as 1.8.7 ("08e": trailing `e') */
static int
lex_radix_number(YYSTYPE *lval, int *done)
{
    int c = nextc(), base, nondigit = 0, r, start = toklen();

    *done = 1;
    switch (c) {
      case 'x': case 'X': base = 16; break;
      case 'b': case 'B': base = 2; break;
      case 'd': case 'D': base = 10; break;
      case 'o': case 'O': case '_': base = 8; break;
      default:
        if (c >= '0' && c <= '7') { base = 8; pushback(c); break; }
        if (c == '8' || c == '9') {
            yyerror("Illegal octal digit");
            pushback(c);
            *done = 0;
            return -1;
        }
        if (c == '.' || c == 'e' || c == 'E') {
            tokadd('0');
            pushback(c);
            *done = 0;
            return 0;
        }
        pushback(c);
        lval->val = INT2FIX(0);
        return tINTEGER;
    }
    if (c == '_') nondigit = '_';
    else if (c != '0' && peek('_')) return number_error("numeric literal without digits");   /* 0x_1 */
    r = scan_digits(base, &nondigit);
    if (r < 0) {                    /* reported: on as a decimal (1.8.7) */
        *done = 0;
        return -1;
    }
    if (nondigit) return number_error("trailing `_' in number");
    if (toklen() == start && !(base == 8 && (c == 'o' || c == 'O')))   /* 1.8.7: 0o is 0 */
        return number_error("numeric literal without digits");
    if (toklen() == start) tokadd('0');
    lval->val = int_value(base);
    return tINTEGER;
}

/* the fraction and exponent of a decimal literal, from c on; returns the
   character after them, -2 for a misplaced `_', -(ch + 3) for a trailing
   exponent character ch ("1e", "1e+") (*is_float set when seen) */
static int
lex_decimal_tail(int c, int *nondigit, int *is_float)
{
    int seen_point = 0, seen_e = 0;
    for (;;) {
        if (c == '.' && !seen_point && !seen_e) {
            int c2 = nextc();
            if (*nondigit) return -2;
            if (!ISDIGIT(c2)) {
                pushback(c2);
                return c;
            }
            tokadd('.');
            tokadd(c2);
            *is_float = seen_point = 1;
            *nondigit = 0;
            c = read_decimal_digits(nondigit);
            continue;
        }
        if ((c == 'e' || c == 'E') && !seen_e) {
            int c2 = nextc(), c3;
            if (*nondigit) { pushback(c2); return -2; }
            if (c2 == '+' || c2 == '-') {
                c3 = nextc();
                if (!ISDIGIT(c3)) {   /* "1e+" */
                    pushback(c3);
                    return -(c2 + 3);
                }
                tokadd(c);
                tokadd(c2);
                c = c3;
            } else if (ISDIGIT(c2)) {
                tokadd(c);
                c = c2;
            } else {   /* "1e" */
                pushback(c2);
                return -(c + 3);
            }
            *is_float = seen_e = 1;
            tokadd(c);
            *nondigit = 0;
            c = read_decimal_digits(nondigit);
            continue;
        }
        return c;
    }
}

/* the Float of the token; glibc flags representable denormals with ERANGE
   too: 1.8.7 only warns when the value overflows or underflows to zero */
static VALUE
float_value(void)
{
    double d;
    errno = 0;
    d = strtod(tok(), 0);
    if (errno == ERANGE && (d == 0.0 || d > DBL_MAX || d < -DBL_MAX)) {
        rb_warn("Float %s out of range", tok());
        errno = 0;
    }
    return rb_float_new(d);
}

static int
lex_number(int c, YYSTYPE *lval)
{
    int is_float = 0, nondigit = 0;

    lex_state = EXPR_END;
    newtok();
    if (c == '-' || c == '+') {
        tokadd(c);
        c = nextc();
    }
    if (c == '0') {
        int done, t = lex_radix_number(lval, &done);
        if (done) return t;
        if (t < 0) c = read_decimal_digits(&nondigit);   /* after "Illegal octal digit" */
        else c = nextc();   /* "0." or "0e": on as a decimal */
    } else {
        pushback(c);
        c = read_decimal_digits(&nondigit);
    }
    c = lex_decimal_tail(c, &nondigit, &is_float);
    if (c == -2) return number_error("trailing `_' in number");
    if (c < -2) {
        char msg[32];
        snprintf(msg, sizeof(msg), "trailing `%c' in number", -c - 3);
        return number_error(msg);
    }
    pushback(c);
    if (nondigit) return number_error("trailing `_' in number");
    tokfix();
    if (is_float) {
        lval->val = float_value();
        return tFLOAT;
    }
    lval->val = int_value(10);
    return tINTEGER;
}

/* ------------------------------------------------------------------ */
/* identifiers and variables                                           */

static void
read_ident(int c)
{
    do {
        tokadd_identchar(c);
        c = nextc();
    } while (is_identchar(c));
    pushback(c);
}

static int
lex_gvar(YYSTYPE *lval, enum lex_state_e last_state)
{
    int c;

    lex_state = EXPR_END;
    newtok();
    c = nextc();
    switch (c) {
      case '_':
        c = nextc();
        if (is_identchar(c)) {
            tokadd('$');
            tokadd('_');
            read_ident(c);
            break;
        }
        pushback(c);
        c = '_';
        /* fall through */
      case '~': case '*': case '$': case '?': case '!': case '@':
      case '/': case '\\': case ';': case ',': case '.': case '=':
      case ':': case '<': case '>': case '"':
        tokadd('$');
        tokadd(c);
        break;
      case '-':
        tokadd('$');
        tokadd(c);
        c = nextc();
        if (is_identchar(c)) tokadd(c);
        else pushback(c);
        break;
      case '&': case '`': case '\'': case '+':
        if (last_state == EXPR_FNAME) {
            tokadd('$');
            tokadd(c);
            break;
        }
        lval->node = NEW_BACK_REF(c);
        return tBACK_REF;
      case '1': case '2': case '3': case '4': case '5':
      case '6': case '7': case '8': case '9':
        tokadd('$');
        do {
            tokadd(c);
            c = nextc();
        } while (ISDIGIT(c));
        pushback(c);
        if (last_state == EXPR_FNAME) break;
        tokfix();
        lval->node = NEW_NTH_REF(atoi(tok() + 1));
        return tNTH_REF;
      default:
        if (!is_identchar(c)) {
            pushback(c);
            return '$';
        }
        tokadd('$');
        read_ident(c);
        break;
    }
    tokfix();
    lval->id = rb_intern2(tok(), toklen());
    return tGVAR;
}

static int
lex_ivar(YYSTYPE *lval)
{
    int c = nextc(), result = tIVAR;

    newtok();
    tokadd('@');
    if (c == '@') {
        result = tCVAR;
        tokadd('@');
        c = nextc();
    }
    if (ISDIGIT(c)) {
        if (result == tIVAR) compile_error("`@%c' is not allowed as an instance variable name", c);
        else compile_error("`@@%c' is not allowed as a class variable name", c);
        return 0;
    }
    if (!is_identchar(c)) {
        pushback(c);
        return '@';
    }
    read_ident(c);
    tokfix();
    lex_state = EXPR_END;
    lval->id = rb_intern2(tok(), toklen());
    return result;
}

static int
lex_keyword(const struct kwtable *kw, YYSTYPE *lval, enum lex_state_e state)
{
    lex_state = kw->state;
    if (state == EXPR_FNAME) {
        lval->id = rb_intern(kw->name);
        return kw->id[0];
    }
    if (kw->id[0] == kDO) {
        /* of the keywords only do starts a command (1.8.7): after `begin`,
           `then`, `else` ... `p (1), 2` is a syntax error */
        P->command_start = 1;
        if (COND_P()) return kDO_COND;
        if (CMDARG_P() && state != EXPR_CMDARG) return kDO_BLOCK;
        if (state == EXPR_ENDARG) return kDO_BLOCK;
        return kDO;
    }
    if (state == EXPR_BEG) return kw->id[0];
    if (kw->id[0] != kw->id[1]) lex_state = EXPR_BEG;
    return kw->id[1];
}

static int
lex_ident(int c, YYSTYPE *lval, int cmd_state)
{
    int result = 0;
    enum lex_state_e last_state = lex_state;
    ID ident;

    newtok();
    read_ident(c);
    c = nextc();
    if ((c == '!' || c == '?') && !peek('=')) {
        tokadd(c);
    } else {
        pushback(c);
    }
    tokfix();

    if (toklast() == '!' || toklast() == '?') {
        result = tFID;
    } else {
        if (lex_state == EXPR_FNAME) {
            if ((c = nextc()) == '=' && !peek('~') && !peek('>') &&
                (!peek('=') || (P->p + 1 < P->pend && P->p[1] == '>'))) {
                tokadd(c);
                tokfix();
                result = tIDENTIFIER;
            } else {
                pushback(c);
            }
        }
        if (result == 0 && ISUPPER(tok()[0])) result = tCONSTANT;
        else if (result == 0) result = tIDENTIFIER;
    }
    if (lex_state != EXPR_DOT) {
        const struct kwtable *kw = reserved_word(tok(), toklen());
        if (kw) return lex_keyword(kw, lval, last_state);
    }
    if (IS_BEG() || lex_state == EXPR_DOT ||   /* after `class` too (1.8.7) */
        lex_state == EXPR_ARG || lex_state == EXPR_CMDARG) {
        lex_state = cmd_state ? EXPR_CMDARG : EXPR_ARG;
    } else {
        lex_state = EXPR_END;
    }
    ident = rb_intern2(tok(), toklen());
    if (last_state != EXPR_DOT && is_local_id(ident) && (dvar_defined(ident) || local_id(ident))) {
        lex_state = EXPR_END;
    }
    lval->id = ident;
    return result;
}

/* ------------------------------------------------------------------ */
/* the lexer proper                                                    */

static int
lex_quotation(int c)
{
    int term, paren = 0;

    if (c == -1 || !ISALNUM(c)) {
        term = c;
        c = 'Q';
    } else {
        term = nextc();
        if (ISALNUM(term)) {
            yyerror("unknown type of %string");
            return 0;
        }
    }
    if (term == -1) {
        compile_error("unterminated quoted string meets end of file");
        return 0;
    }
    if (term == '(') paren = term, term = ')';
    else if (term == '[') paren = term, term = ']';
    else if (term == '{') paren = term, term = '}';
    else if (term == '<') paren = term, term = '>';

    switch (c) {
      case 'Q':
        lex_strterm = strterm_new(str_dquote, term, paren);
        return tSTRING_BEG;
      case 'q':
        lex_strterm = strterm_new(str_squote, term, paren);
        return tSTRING_BEG;
      case 'W':
        lex_strterm = strterm_new(str_dword, term, paren);
        do { c = nextc(); } while (ISSPACE(c));
        pushback(c);
        return tWORDS_BEG;
      case 'w':
        lex_strterm = strterm_new(str_sword, term, paren);
        do { c = nextc(); } while (ISSPACE(c));
        pushback(c);
        return tQWORDS_BEG;
      case 'x':
        lex_strterm = strterm_new(str_xquote, term, paren);
        return tXSTRING_BEG;
      case 'r':
        lex_strterm = strterm_new(str_regexp, term, paren);
        return tREGEXP_BEG;
      case 's':
        lex_strterm = strterm_new(str_ssym, term, paren);
        lex_state = EXPR_FNAME;
        return tSYMBEG;
      default:
        yyerror("unknown type of %string");
        return 0;
    }
}

static int
lex_char_literal(YYSTYPE *lval)
{
    int c;

    if (lex_state == EXPR_END || lex_state == EXPR_ENDARG) {
        lex_state = EXPR_BEG;
        return '?';
    }
    c = nextc();
    if (c == -1) {
        compile_error("incomplete character syntax");
        return 0;
    }
    if (ISSPACE(c)) {
        if (!IS_ARG()) {
            int c2 = 0;
            switch (c) {
              case ' ': c2 = 's'; break;
              case '\n': c2 = 'n'; break;
              case '\t': c2 = 't'; break;
              case '\v': c2 = 'v'; break;
              case '\r': c2 = 'r'; break;
              case '\f': c2 = 'f'; break;
            }
            if (c2) rb_warn("invalid character syntax; use ?\\%c", c2);
        }
        goto ternary;
    }
    if ((ISALNUM(c) || c == '_') && P->p < P->pend && is_identchar((unsigned char)*P->p)) {
        goto ternary;
    }
    if (c >= 0x80 && rb_mbclen(c) > 1) {
        rb_warn("multibyte character literal not supported yet; use ?\\%.3o", c);
        goto ternary;
    }
    if (c == '\\') c = read_escape();
    c &= 0xff;
    lex_state = EXPR_END;
    lval->val = INT2FIX(c);
    return tINTEGER;
  ternary:
    pushback(c);
    lex_state = EXPR_BEG;
    return '?';
}

/* skips an =begin ... =end comment; returns 0 at end of file */
static int
skip_embdoc(void)
{
    for (;;) {
        P->p = P->pend;
        if (!next_line()) {
            compile_error("embedded document meets end of file");
            return 0;
        }
        if (P->pend - P->pbeg >= 4 && memcmp(P->pbeg, "=end", 4) == 0 &&
            (P->pend - P->pbeg == 4 || ISSPACE(P->pbeg[4]))) {
            P->p = P->pend;
            return 1;
        }
    }
}

static int
end_marker_p(void)
{
    const char *s = P->pbeg, *e = P->pend;

    if (e > s && e[-1] == '\n') e--;
    if (e > s && e[-1] == '\r') e--;
    return (e - s) == 7 && memcmp(s, "__END__", 7) == 0;
}

#define OP_ASGN(op) (lval->id = (op), lex_state = EXPR_BEG, tOP_ASGN)
#define AFTER_OP() (lex_state = (lex_state == EXPR_FNAME || lex_state == EXPR_DOT) ? EXPR_ARG : EXPR_BEG)

static int
lex_op(int c, YYSTYPE *lval, int space_seen)
{
    int c2;

    switch (c) {
      case '*':
        if ((c2 = nextc()) == '*') {
            if ((c2 = nextc()) == '=') return OP_ASGN(tPOW);
            pushback(c2);
            c = tPOW;
        } else {
            if (c2 == '=') return OP_ASGN('*');
            pushback(c2);
            if (IS_ARG() && space_seen && !ISSPACE(c2)) {
                rb_warning("`*' interpreted as argument prefix");
                c = tSTAR;
            } else if (IS_BEG()) {
                c = tSTAR;
            }
        }
        AFTER_OP();
        return c;
      case '!':
        lex_state = EXPR_BEG;
        if ((c2 = nextc()) == '=') return tNEQ;
        if (c2 == '~') return tNMATCH;
        pushback(c2);
        return '!';
      case '=':
        AFTER_OP();
        if ((c2 = nextc()) == '=') {
            if ((c2 = nextc()) == '=') return tEQQ;
            pushback(c2);
            return tEQ;
        }
        if (c2 == '~') return tMATCH;
        if (c2 == '>') return tASSOC;
        pushback(c2);
        return '=';
      case '>':
        AFTER_OP();
        if ((c2 = nextc()) == '=') return tGEQ;
        if (c2 == '>') {
            if ((c2 = nextc()) == '=') return OP_ASGN(tRSHFT);
            pushback(c2);
            return tRSHFT;
        }
        pushback(c2);
        return '>';
      case '&':
        if ((c2 = nextc()) == '&') {
            lex_state = EXPR_BEG;
            if ((c2 = nextc()) == '=') return OP_ASGN(tANDOP);
            pushback(c2);
            return tANDOP;
        }
        if (c2 == '=') return OP_ASGN('&');
        pushback(c2);
        if (IS_ARG() && space_seen && !ISSPACE(c2)) {
            rb_warning("`&' interpreted as argument prefix");
            c = tAMPER;
        } else if (IS_BEG()) {
            c = tAMPER;
        }
        AFTER_OP();
        return c;
      case '|':
        if ((c2 = nextc()) == '|') {
            lex_state = EXPR_BEG;
            if ((c2 = nextc()) == '=') return OP_ASGN(tOROP);
            pushback(c2);
            return tOROP;
        }
        if (c2 == '=') return OP_ASGN('|');
        pushback(c2);
        AFTER_OP();
        return '|';
      case '^':
        if ((c2 = nextc()) == '=') return OP_ASGN('^');
        pushback(c2);
        AFTER_OP();
        return '^';
      case '~':
        if (lex_state == EXPR_FNAME || lex_state == EXPR_DOT) {
            if ((c2 = nextc()) != '@') pushback(c2);
        }
        AFTER_OP();
        return '~';
    }
    return 0;
}

static int
lex_sign(int c, YYSTYPE *lval, int space_seen)
{
    int c2 = nextc();

    if (lex_state == EXPR_FNAME || lex_state == EXPR_DOT) {
        lex_state = EXPR_ARG;
        if (c2 == '@') return c == '+' ? tUPLUS : tUMINUS;
        pushback(c2);
        return c;
    }
    if (c2 == '=') return OP_ASGN(c);
    if (IS_BEG() || (IS_ARG() && space_seen && !ISSPACE(c2))) {
        if (IS_ARG()) rb_warning("ambiguous first argument; put parentheses or even spaces");
        lex_state = EXPR_BEG;
        pushback(c2);
        if (ISDIGIT(c2)) {
            if (c == '+') return lex_number(c, lval);
            return tUMINUS_NUM;
        }
        return c == '+' ? tUPLUS : tUMINUS;
    }
    lex_state = EXPR_BEG;
    pushback(c2);
    return c;
}

static int
lex_lt(YYSTYPE *lval, int space_seen)
{
    int c = nextc();

    if (c == '<' && lex_state != EXPR_END && lex_state != EXPR_DOT &&
        lex_state != EXPR_ENDARG && lex_state != EXPR_CLASS &&
        (!IS_ARG() || space_seen)) {
        int token = heredoc_identifier();
        if (token) return token;
        /* an unterminated identifier (reported) leaves a `<<' (1.8.7) */
    }
    AFTER_OP();
    if (c == '=') {
        if ((c = nextc()) == '>') return tCMP;
        pushback(c);
        return tLEQ;
    }
    if (c == '<') {
        if ((c = nextc()) == '=') return OP_ASGN(tLSHFT);
        pushback(c);
        return tLSHFT;
    }
    pushback(c);
    return '<';
}

static int
lex_colon(int space_seen)
{
    int c = nextc();

    if (c == ':') {
        if (IS_BEG() || (IS_ARG() && space_seen)) {
            lex_state = EXPR_BEG;
            return tCOLON3;
        }
        lex_state = EXPR_DOT;
        return tCOLON2;
    }
    if (lex_state == EXPR_END || lex_state == EXPR_ENDARG || c == -1 || ISSPACE(c)) {
        pushback(c);
        lex_state = EXPR_BEG;
        return ':';
    }
    switch (c) {
      case '\'':
        lex_strterm = strterm_new(str_ssym, c, 0);
        break;
      case '"':
        lex_strterm = strterm_new(str_dsym, c, 0);
        break;
      default:
        pushback(c);
        break;
    }
    lex_state = EXPR_FNAME;
    return tSYMBEG;
}

static int
lex_paren(int c, int space_seen)
{
    switch (c) {
      case '(':
        if (IS_BEG()) {
            c = tLPAREN;
        } else if (space_seen) {
            if (lex_state == EXPR_CMDARG) {
                c = tLPAREN_ARG;
            } else if (lex_state == EXPR_ARG) {
                rb_warn("don't put space before argument parentheses");
            }
        }
        P->command_start = 1;   /* `p(m (1))`: m starts a command, as in 1.8.7 */
        break;
      case '[':
        if (lex_state == EXPR_FNAME || lex_state == EXPR_DOT) {
            int c2;
            lex_state = EXPR_ARG;
            if ((c2 = nextc()) == ']') {
                if ((c2 = nextc()) == '=') return tASET;
                pushback(c2);
                return tAREF;
            }
            pushback(c2);
            return '[';
        }
        if (IS_BEG() || (IS_ARG() && space_seen)) c = tLBRACK;
        break;
      case '{':
        if (IS_ARG() || lex_state == EXPR_END) c = '{';
        else if (lex_state == EXPR_ENDARG) c = tLBRACE_ARG;
        else c = tLBRACE;
        if (c != tLBRACE) P->command_start = 1;   /* a block's body, not a hash */
        break;
    }
    P->paren_nest++;
    COND_PUSH(0);
    CMDARG_PUSH(0);
    lex_state = EXPR_BEG;
    return c;
}

static int
yylex_main(YYSTYPE *lval)
{
    int c, space_seen = 0, cmd_state;
    enum lex_state_e last_state;

    if (lex_strterm) {
        int token;
        if (lex_strterm->heredoc) {
            token = here_document(lex_strterm, lval);
            if (token == tSTRING_END) lex_state = EXPR_END;
        } else {
            struct strterm *st = lex_strterm;
            token = parse_string(st, lval);
            if (token == tSTRING_END || token == tREGEXP_END || token == 0) {
                strterm_free(st);
                lex_strterm = 0;
                lex_state = EXPR_END;
            }
        }
        return token;
    }
    cmd_state = P->command_start;
    P->command_start = 0;
  retry:
    last_state = lex_state;
    switch (c = nextc()) {
      case '\0': case '\004': case '\032': case -1:
        return 0;
      case ' ': case '\t': case '\f': case '\r': case '\13':
        space_seen = 1;
        goto retry;
      case '#':
        P->p = P->pend;
        /* fall through */
      case '\n':
        switch (lex_state) {
          case EXPR_BEG: case EXPR_FNAME: case EXPR_DOT: case EXPR_CLASS:
            goto retry;
          default:
            break;
        }
        P->command_start = 1;
        lex_state = EXPR_BEG;
        return '\n';
      case '=':
        if (was_bol() && P->pend - P->p >= 5 && memcmp(P->p, "begin", 5) == 0 &&
            (P->pend - P->p == 5 || ISSPACE(P->p[5]))) {
            if (!skip_embdoc()) return 0;
            goto retry;
        }
        return lex_op(c, lval, space_seen);
      case '*': case '!': case '>': case '&': case '|': case '^': case '~':
        return lex_op(c, lval, space_seen);
      case '<':
        return lex_lt(lval, space_seen);
      case '"':
        lex_strterm = strterm_new(str_dquote, '"', 0);
        return tSTRING_BEG;
      case '`':
        if (lex_state == EXPR_FNAME) {
            lex_state = EXPR_END;
            return c;
        }
        if (lex_state == EXPR_DOT) {
            lex_state = cmd_state ? EXPR_CMDARG : EXPR_ARG;
            return c;
        }
        lex_strterm = strterm_new(str_xquote, '`', 0);
        return tXSTRING_BEG;
      case '\'':
        lex_strterm = strterm_new(str_squote, '\'', 0);
        return tSTRING_BEG;
      case '?':
        return lex_char_literal(lval);
      case '+': case '-':
        return lex_sign(c, lval, space_seen);
      case '.':
        lex_state = EXPR_BEG;
        if ((c = nextc()) == '.') {
            if ((c = nextc()) == '.') return tDOT3;
            pushback(c);
            return tDOT2;
        }
        pushback(c);
        if (ISDIGIT(c)) yyerror("no .<digit> floating literal anymore; put 0 before dot");
        lex_state = EXPR_DOT;
        return '.';
      case '0': case '1': case '2': case '3': case '4':
      case '5': case '6': case '7': case '8': case '9':
        return lex_number(c, lval);
      case ')': case ']':
        P->paren_nest--;
        /* fall through */
      case '}':
        COND_LEXPOP();
        CMDARG_LEXPOP();
        lex_state = EXPR_END;
        return c;
      case ':':
        return lex_colon(space_seen);
      case '/':
        if (IS_BEG()) {
            lex_strterm = strterm_new(str_regexp, '/', 0);
            return tREGEXP_BEG;
        }
        if ((c = nextc()) == '=') return OP_ASGN('/');
        pushback(c);
        if (IS_ARG() && space_seen && !ISSPACE(c)) {
            rb_warning("ambiguous first argument; put parentheses or even spaces");
            lex_strterm = strterm_new(str_regexp, '/', 0);
            return tREGEXP_BEG;
        }
        AFTER_OP();
        return '/';
      case ';':
        lex_state = EXPR_BEG;
        P->command_start = 1;
        return ';';
      case ',':
        lex_state = EXPR_BEG;
        return ',';
      case '(': case '[': case '{':
        return lex_paren(c, space_seen);
      case '\\':
        c = nextc();
        if (c == '\n') {
            space_seen = 1;
            goto retry;
        }
        pushback(c);
        return '\\';
      case '%':
        if (IS_BEG()) return lex_quotation(nextc());
        if ((c = nextc()) == '=') return OP_ASGN('%');
        if (IS_ARG() && space_seen && !ISSPACE(c)) return lex_quotation(c);
        pushback(c);
        AFTER_OP();
        return '%';
      case '$':
        return lex_gvar(lval, last_state);
      case '@':
        return lex_ivar(lval);
      case '_':
        if (was_bol() && end_marker_p()) {
            ruby__end__seen = 1;
            ruby__end__pos = P->pend - P->buf;
            P->nextline = P->buflen;
            P->p = P->pend;
            P->at_end_mark = 1;
            return 0;
        }
        return lex_ident(c, lval, cmd_state);
      default:
        if (!is_identchar(c)) {
            compile_error("Invalid char `\\%03o' in expression", c);
            goto retry;
        }
        return lex_ident(c, lval, cmd_state);
    }
}

static int
yylex(YYSTYPE *lval)
{
    int t;
    P->lval = lval;
    t = yylex_main(lval);
    return t;
}

/* ------------------------------------------------------------------ */
/* node builders                                                       */

static NODE *
fixpos(NODE *node, NODE *orig)
{
    if (node && orig && (VALUE)orig > 1) nd_set_line(node, nd_line(orig));
    return node;
}

static NODE *
block_append(NODE *head, NODE *tail)
{
    NODE *end, *h = head;

    if (tail == 0) return head;
    if (h == 0) return tail;
    if (nd_type(h) == NODE_NEWLINE && h->nd_next == 0) return tail;
    /* a lone literal statement in front is dropped, as 1.8.7 does (also
       one that is a begin..end's whole body) */
    h = skip_newline_begin(h);
    if (h && (nd_type(h) == NODE_STR || (nd_type(h) == NODE_LIT && !unfolded_range(h)))) {
        warn_node(h, "unused literal ignored", 1);
        return tail;
    }
    /* a leading (a; b) or begin..end of several statements takes the rest
       into its own block, as 1.8.7 does: the sequence is then no NODE_BLOCK,
       so the void-context checks of compstmt and program skip it */
    if (!h || nd_type(h) != NODE_BLOCK) {
        h = end = NEW_BLOCK(head);
        end->nd_end = end;
        fixpos(end, head);
        head = end;
    } else {
        end = h->nd_end;
    }
    if (RTEST(ruby_verbose)) {
        NODE *nd = skip_newline_begin(end->nd_head);
        if (nd) {
            switch (nd_type(nd)) {
              case NODE_RETURN: case NODE_BREAK: case NODE_NEXT:
              case NODE_REDO: case NODE_RETRY:
                warn_node(nd, "statement not reached", 1);   /* at the jump, as 1.8.7 */
                break;
              default:
                break;
            }
        }
    }
    if (nd_type(tail) != NODE_BLOCK) {
        tail = NEW_BLOCK(tail);
        tail->nd_end = tail;
    }
    end->nd_next = tail;
    h->nd_end = tail->nd_end;
    return head;
}

/* the last node of the nd_next chain from head, through the tail cache */
static NODE *
list_last(NODE *head)
{
    struct list_tail *c = P->tails;
    int n = (int)(sizeof(P->tails) / sizeof(P->tails[0])), i;
    NODE *last = head;

    for (i = 0; i < n - 1 && c[i].head != head; i++);
    if (c[i].head == head) last = c[i].last;   /* a node of head's chain */
    while (last->nd_next) last = last->nd_next;
    memmove(&c[1], &c[0], i * sizeof(*c));
    c[0].head = head;
    c[0].last = last;
    return last;
}

static NODE *
list_append(NODE *list, NODE *item)
{
    NODE *last;

    if (list == 0) return NEW_LIST(item);
    last = list_last(list);
    list->nd_alen += 1;
    last->nd_next = NEW_LIST(item);
    return list;
}

static NODE *
list_concat(NODE *head, NODE *tail)
{
    NODE *last;

    if (!head) return tail;
    if (!tail) return head;
    last = list_last(head);
    last->nd_next = tail;
    head->nd_alen += tail->nd_alen;
    return head;
}

static NODE *
arg_concat(NODE *node1, NODE *node2)
{
    if (!node2) return node1;
    return NEW_ARGSCAT(node1, node2);
}

static NODE *
arg_add(NODE *node1, NODE *node2)
{
    if (!node1) return NEW_LIST(node2);
    if (nd_type(node1) == NODE_ARRAY) return list_append(node1, node2);
    return NEW_ARGSPUSH(node1, node2);
}

/* args then an optional &blk: the BLOCK_PASS carries the args in nd_head
   until the call node is made */
static NODE *
arg_blk_pass(NODE *args, NODE *blk)
{
    if (blk) {
        blk->nd_head = args;
        return blk;
    }
    return args;
}

static NODE *
new_call(NODE *recv, ID mid, NODE *args)
{
    NODE *call;

    /* recv is a primary_value (checked there) or a block call */
    if (args && nd_type(args) == NODE_BLOCK_PASS) {
        NODE *bp = args;
        call = NEW_CALL(recv, mid, bp->nd_head);
        bp->nd_head = 0;
        bp->nd_iter = call;
        fixpos(bp, recv);
        return bp;
    }
    call = NEW_CALL(recv, mid, args);
    return fixpos(call, recv);
}

static NODE *
new_fcall(ID mid, NODE *args)
{
    if (args && nd_type(args) == NODE_BLOCK_PASS) {
        NODE *bp = args;
        bp->nd_iter = NEW_FCALL(mid, bp->nd_head);
        bp->nd_head = 0;
        return bp;
    }
    /* a call over several lines is at its first argument's line, as 1.8.7 */
    return fixpos(NEW_FCALL(mid, args), args);
}

static NODE *
new_super(NODE *args)
{
    if (args && nd_type(args) == NODE_BLOCK_PASS) {
        NODE *bp = args;
        bp->nd_iter = NEW_SUPER(bp->nd_head);
        bp->nd_head = 0;
        return bp;
    }
    return NEW_SUPER(args);
}

static NODE *
new_yield(NODE *node)
{
    long state = 0;

    if (node) {
        if (nd_type(node) == NODE_BLOCK_PASS) {
            compile_error("block argument should not be given");
            node = node->nd_head;
        }
        if (node && nd_type(node) == NODE_ARRAY && node->nd_next == 0) {
            node = node->nd_head;
        } else if (node && (nd_type(node) == NODE_ARRAY || nd_type(node) == NODE_SPLAT ||
                            nd_type(node) == NODE_ARGSCAT)) {
            state = 1;
        }
    }
    return NEW_YIELD(node, state);
}

static NODE *
ret_args(NODE *node)
{
    if (node) {
        if (nd_type(node) == NODE_BLOCK_PASS) {
            compile_error("block argument should not be given");
            node = node->nd_head;
        }
        if (node && nd_type(node) == NODE_SPLAT) {
            node = NEW_SVALUE(node);   /* `return *a`: a lone value unwrapped, as `x = *a` */
        }
        else if (node && nd_type(node) == NODE_ARRAY && node->nd_next == 0) {
            node = node->nd_head;      /* `return [*a]` stays an Array */
        }
    }
    return node;
}

static NODE *
new_iter_call(NODE *call, NODE *iter)
{
    if (call && nd_type(call) == NODE_BLOCK_PASS) {
        yyerror("both block arg and actual block given");
        return call;
    }
    /* `foo do ... end`: the FCALL node is made after its block was parsed,
       at the line of `end`; the call (and the C frame it makes) starts
       where the block opens */
    if (call && nd_line(call) > nd_line(iter)) nd_set_line(call, nd_line(iter));
    iter->nd_iter = call;
    fixpos(iter, call);
    return iter;
}

static NODE *
call_op(NODE *recv, ID id, int narg, NODE *arg1)
{
    value_expr(recv);
    if (narg == 1) {
        value_expr(arg1);
        arg1 = NEW_LIST(arg1);
    } else {
        arg1 = 0;
    }
    return NEW_CALL(recv, id, arg1);   /* at the line it ends on, as 1.8.7 */
}

static int
regexp_node_p(NODE *n)
{
    if (!n) return 0;
    switch (nd_type(n)) {
      case NODE_DREGX: case NODE_DREGX_ONCE:
        return 1;
      case NODE_LIT:
        return !SPECIAL_CONST_P(n->nd_lit) && BUILTIN_TYPE(n->nd_lit) == T_REGEXP;
      default:
        return 0;
    }
}

static NODE *
match_op(NODE *node1, NODE *node2)
{
    value_expr(node1);
    value_expr(node2);
    if (regexp_node_p(node1)) return fixpos(NEW_MATCH2(node1, node2), node1);
    if (regexp_node_p(node2)) return fixpos(NEW_MATCH3(node2, node1), node1);
    return NEW_CALL(node1, tMATCH, NEW_LIST(node2));   /* both checked once above */
}

static NODE *
gettable(ID id)
{
    switch (id) {
      case kSELF: return NEW_SELF();
      case kNIL: return NEW_NIL();
      case kTRUE: return NEW_TRUE();
      case kFALSE: return NEW_FALSE();
      case k__FILE__: return NEW_STR(rb_str_new2(ruby_sourcefile ? ruby_sourcefile : "-"));
      case k__LINE__: return NEW_LIT(INT2FIX(ruby_sourceline));
    }
    if (is_local_id(id)) {
        long cnt;
        int dv = dvar_defined(id);
        if (dv) {
            NODE *n = NEW_DVAR(id);
            n->nd_state = dv == 2;   /* defined? says in-block even before its assignment ran */
            return n;
        }
        cnt = local_cnt_if_defined(id);
        if (cnt >= 0) {
            NODE *n = NEW_LVAR(id);
            n->nd_cnt = cnt;
            return n;
        }
        return NEW_VCALL(id);
    }
    if (is_global_id(id)) return NEW_GVAR(id);
    if (is_instance_id(id)) return NEW_IVAR(id);
    if (is_const_id(id)) return NEW_CONST(id);
    if (is_class_id(id)) return NEW_CVAR(id);
    compile_error("identifier %s is not valid", rb_id2name(id));
    return 0;
}

static NODE *
assignable(ID id, NODE *val)
{
    value_expr(val);
    switch (id) {
      case kSELF: yyerror("Can't change the value of self"); return 0;
      case kNIL: yyerror("Can't assign to nil"); return 0;
      case kTRUE: yyerror("Can't assign to true"); return 0;
      case kFALSE: yyerror("Can't assign to false"); return 0;
      case k__FILE__: yyerror("Can't assign to __FILE__"); return 0;
      case k__LINE__: yyerror("Can't assign to __LINE__"); return 0;
    }
    if (is_local_id(id)) {
        struct local_vars *lv = P->lvtbl;
        if (lv->dv) {
            if (dvar_curr(id)) return NEW_DASGN_CURR(id, val);
            if (dvar_defined(id)) {
                dyna_mark_hoisted(id);
                return NEW_DASGN(id, val);
            }
            if (local_cnt_if_defined(id) >= 0) {
                NODE *n = NEW_LASGN(id, val);
                n->nd_cnt = local_cnt_if_defined(id);
                return n;
            }
            dyna_add(id);
            return NEW_DASGN_CURR(id, val);
        } else {
            NODE *n = NEW_LASGN(id, val);
            n->nd_cnt = local_cnt(id);
            return n;
        }
    }
    if (is_global_id(id)) return NEW_GASGN(id, val);
    if (is_instance_id(id)) return NEW_IASGN(id, val);
    if (is_const_id(id)) {
        if (P->in_def || P->in_single) yyerror("dynamic constant assignment");
        return NEW_CDECL(id, val, 0);
    }
    if (is_class_id(id)) {
        if (P->in_def || P->in_single) return NEW_CVASGN(id, val);
        return NEW_CVDECL(id, val);
    }
    compile_error("identifier %s is not valid", rb_id2name(id));   /* 1.8.7 words it as gettable does */
    return 0;
}

static NODE *
const_decl(NODE *path)
{
    if (P->in_def || P->in_single) yyerror("dynamic constant assignment");
    return NEW_CDECL(0, 0, path);
}

static NODE *
aryset(NODE *recv, NODE *idx)
{
    if (recv && nd_type(recv) == NODE_SELF) recv = (NODE *)1;
    else value_expr(recv);
    return NEW_ATTRASGN(recv, tASET, idx);
}

static NODE *
attrset(NODE *recv, ID id)
{
    if (recv && nd_type(recv) == NODE_SELF) recv = (NODE *)1;
    else value_expr(recv);
    return NEW_ATTRASGN(recv, rb_id_attrset(id), 0);
}

static void
backref_error(NODE *node)
{
    if (!node) return;
    if (nd_type(node) == NODE_NTH_REF) compile_error("Can't set variable $%ld", node->nd_nth);
    else compile_error("Can't set variable $%c", (int)node->nd_nth);
}

static NODE *
node_assign(NODE *lhs, NODE *rhs)
{
    if (!lhs) return 0;
    value_expr(rhs);
    switch (nd_type(lhs)) {
      case NODE_GASGN: case NODE_IASGN: case NODE_LASGN: case NODE_DASGN:
      case NODE_DASGN_CURR: case NODE_MASGN: case NODE_CDECL: case NODE_CVDECL:
      case NODE_CVASGN:
        lhs->nd_value = rhs;
        break;
      case NODE_ATTRASGN: case NODE_CALL:
        lhs->nd_args = arg_add(lhs->nd_args, rhs);
        break;
      default:
        break;
    }
    return lhs;
}

static ID
op_id(ID op)
{
    if (op == tOROP) return 0;
    if (op == tANDOP) return 1;
    return op;
}

static NODE *
op_assign(NODE *lhs, ID op, NODE *rhs)
{
    ID vid;

    value_expr(rhs);
    if (!lhs) return 0;
    vid = lhs->nd_vid;
    if (op == tOROP) {
        lhs->nd_value = rhs;
        return NEW_OP_ASGN_OR(gettable(vid), lhs);
    }
    if (op == tANDOP) {
        lhs->nd_value = rhs;
        return NEW_OP_ASGN_AND(gettable(vid), lhs);
    }
    lhs->nd_value = call_op(gettable(vid), op, 1, rhs);
    return fixpos(lhs, rhs);
}

static NODE *
op_assign1(NODE *recv, NODE *idx, ID op, NODE *rhs)
{
    NODE *args;

    value_expr(rhs);
    args = NEW_LIST(rhs);
    if (idx && nd_type(idx) == NODE_BLOCK_PASS) {
        compile_error("block argument should not be given");
        return 0;
    }
    /* `a[*i] += v`, `a[0, *i] ||= v`: a splat or argscat index stands as the
       list's tail (eval_op_asgn1 evaluates it as call arguments) */
    if (idx && nd_type(idx) != NODE_ARRAY) args->nd_next = idx;
    else list_concat(args, idx);
    return NEW_OP_ASGN1(recv, op_id(op), args);   /* at the line it ends on, as 1.8.7 */
}

static NODE *
op_assign2(NODE *recv, ID attr, ID op, NODE *rhs)
{
    value_expr(rhs);
    return fixpos(NEW_OP_ASGN2(recv, attr, op_id(op), rhs), recv);
}

static NODE *
new_masgn_value(NODE *masgn, NODE *rhs)
{
    value_expr(rhs);
    masgn->nd_value = masgn->nd_head ? NEW_TO_ARY(rhs) : NEW_LIST(rhs);
    return masgn;
}

static NODE *
new_svalue(NODE *rhs)
{
    return NEW_SVALUE(rhs);
}

static NODE *
new_hash(NODE *assocs)
{
    return NEW_HASH(assocs);
}

static NODE *
new_aref_args(NODE *args)
{
    if (!args) return NEW_ZARRAY();
    return args;
}

static NODE *
new_gvar_alias(ID id, NODE *ref)
{
    char buf[3];

    buf[0] = '$';
    buf[1] = (char)ref->nd_nth;
    buf[2] = '\0';
    return NEW_VALIAS(id, rb_intern(buf));
}

static NODE *
logop(enum node_type type, NODE *left, NODE *right)
{
    value_expr(left);
    if (left && nd_type(left) == type) {
        NODE *node = left, *second;
        while ((second = node->nd_2nd) != 0 && nd_type(second) == type) node = second;
        node->nd_2nd = NEW_NODE(type, second, right, 0);
        return left;
    }
    return NEW_NODE(type, left, right, 0);
}

static NODE *
new_not(NODE *node)
{
    return NEW_NOT(cond(node));
}

static NODE *
new_dot(int excl, NODE *beg, NODE *end)
{
    value_expr(beg);
    value_expr(end);
    if (beg && end && nd_type(beg) == NODE_LIT && FIXNUM_P(beg->nd_lit) &&
        nd_type(end) == NODE_LIT && FIXNUM_P(end->nd_lit)) {
        NODE *lit = NEW_LIT(rb_range_new(beg->nd_lit, end->nd_lit, excl));
        lit->u2.value = excl ? LIT_FROM_DOT3 : LIT_FROM_DOT2;   /* for void_expr */
        lit->u3.value = LONG2FIX(P->fixup_gen);
        return lit;
    }
    return excl ? NEW_DOT3(beg, end) : NEW_DOT2(beg, end);
}

static NODE *
negate_lit(NODE *node)
{
    VALUE v = node->nd_lit;

    if (FIXNUM_P(v)) {
        node->nd_lit = LONG2NUM(-FIX2LONG(v));
    } else if (TYPE(v) == T_FLOAT) {
        node->nd_lit = rb_float_new(-RFLOAT_VALUE(v));
    } else if (TYPE(v) == T_BIGNUM) {
        node->nd_lit = rb_big_norm(rb_big_uminus(v));
    }
    return node;
}

/* conditions: literals and ranges in a condition mean special things */
static NODE *cond0(NODE *, int);

static int
literal_node_p(NODE *node)
{
    if (!node) return 1;
    switch (nd_type(node)) {
      case NODE_LIT: case NODE_STR: case NODE_NIL: case NODE_TRUE: case NODE_FALSE:
        return 1;
      case NODE_ARRAY: case NODE_ZARRAY: case NODE_HASH:
        return 0;
      default:
        return 0;
    }
}

static void
assign_in_cond(NODE *node)
{
    switch (nd_type(node)) {
      case NODE_MASGN:
        yyerror("multiple assignment in conditional");
        return;
      /* 1.8.7 warns only for these: a block-local (dasgn_curr), class
         variable or constant assignment passes silently */
      case NODE_LASGN: case NODE_DASGN: case NODE_GASGN: case NODE_IASGN:
        break;
      default:
        return;
    }
    /* a range of integer literals is not folded yet before a body ends
       (1.8.7): `x if a = 1..2` passes silently, `if a = 1..2; end` not */
    if (node->nd_value && literal_node_p(node->nd_value) &&
        !(nd_type(node->nd_value) == NODE_LIT && unfolded_range(node->nd_value))) {
        warn_node(node->nd_value, "found = in conditional, should be ==", 0);
    }
}

static NODE *
range_op(NODE *node)
{
    if (!node) return 0;
    /* `(1)..(2)`: 1.8.7 looks through the parentheses' newline node */
    /* as 1.8.7: through a begin..end, then through parentheses (`(1)`,
       `begin (1) end`; not `(begin 1 end)`) */
    node = remove_begin(node);
    while (node && nd_type(node) == NODE_NEWLINE) node = node->nd_next;
    if (!node) return 0;
    value_expr(node);
    if (nd_type(node) == NODE_LIT && FIXNUM_P(node->nd_lit)) {
        warn_unless_e(node, "integer literal in conditional range");   /* also without -w */
        return call_op(node, tEQ, 1, NEW_GVAR(rb_intern("$.")));
    }
    return cond0(node, 1);
}

/* what a flip-flop's end is, for 1.8.7's "range literal" warning:
   2 a literal (an Integer one is a $. test by now), 1 nil/true/false */
static int
literal_node(NODE *node)
{
    if (!node) return 1;
    switch (nd_type(node)) {
      case NODE_LIT: case NODE_STR: case NODE_DSTR: case NODE_EVSTR:
      case NODE_DREGX: case NODE_DREGX_ONCE: case NODE_DSYM:
        return 2;
      case NODE_TRUE: case NODE_FALSE: case NODE_NIL:
        return 1;
    }
    return 0;
}

/* both ends nil/true/false: always; literals otherwise: under -w */
static void
warn_range_literal(NODE *flip)
{
    int b = literal_node(flip->nd_beg), e = literal_node(flip->nd_end);
    if ((b == 1 && e == 1) || (b + e >= 2 && RTEST(ruby_verbose)))
        warn_unless_e(flip, "range literal in condition");
}

/* top: the whole condition, whose parentheses are looked through; as
   1.8.7, an operand of and/or in parentheses is left as it is */
static NODE *
cond0(NODE *node, int top)
{
    if (!node) return 0;
    assign_in_cond(node);
    switch (nd_type(node)) {
      case NODE_NEWLINE:
        if (top) node->nd_next = cond0(node->nd_next, 1);
        return node;
      case NODE_DSTR: case NODE_EVSTR: case NODE_STR:
        rb_warn("string literal in condition");
        break;
      case NODE_DREGX: case NODE_DREGX_ONCE:
        warn_unless_e(node, "regex literal in condition");
        return NEW_MATCH2(node, NEW_GVAR(rb_intern("$_")));
      case NODE_AND: case NODE_OR:
        node->nd_1st = cond0(node->nd_1st, 0);
        node->nd_2nd = cond0(node->nd_2nd, 0);
        break;
      case NODE_DOT2: case NODE_DOT3:
        node->nd_beg = range_op(node->nd_beg);
        node->nd_end = range_op(node->nd_end);
        nd_set_type(node, nd_type(node) == NODE_DOT2 ? NODE_FLIP2 : NODE_FLIP3);
        node->nd_cnt = local_append(internal_id());
        warn_range_literal(node);
        break;
      case NODE_DSYM:
        warn_node(node, "literal in condition", 1);
        break;
      case NODE_LIT:
        if (regexp_node_p(node)) {
            warn_unless_e(node, "regex literal in condition");
            nd_set_type(node, NODE_MATCH);
        } else if (unfolded_range(node)) {
            /* `p 1 if 1..2`: not folded yet in 1.8.7, so a flip-flop on $. */
            VALUE b, e;
            int excl = 0;
            if (rb_range_values(node->nd_lit, &b, &e, &excl)) {
                node->nd_beg = range_op(NEW_LIT(b));
                node->nd_end = range_op(NEW_LIT(e));
                node->nd_cnt = local_append(internal_id());
                nd_set_type(node, excl ? NODE_FLIP3 : NODE_FLIP2);
            }
        } else {
            /* `if 1..2 then x end`: 1.8.7 folded it (at the body), a true Range */
            warn_node(node, "literal in condition", 1);
        }
        break;
      default:
        break;
    }
    return node;
}

static NODE *
cond(NODE *node)
{
    if (!node) return 0;
    value_expr(node);
    return cond0(remove_begin(node), 1);   /* `if begin 3 end`: the 3 (1.8.7) */
}

static NODE *
new_if(NODE *c, NODE *body, NODE *els)
{
    return NEW_IF(cond(c), body, els);
}

static NODE *
new_unless(NODE *c, NODE *body, NODE *els)
{
    return NEW_UNLESS(cond(c), body, els);
}

static NODE *
new_while_mod(NODE *body, NODE *c, int until)
{
    NODE *n;
    int state = 1;

    if (body && nd_type(body) == NODE_BEGIN) {
        body = body->nd_body;
        state = 0;
    }
    n = until ? NEW_UNTIL(cond(c), body, state) : NEW_WHILE(cond(c), body, state);
    return n;
}

/* strings */
static NODE *
str_to_dstr(NODE *node)
{
    nd_set_type(node, NODE_DSTR);
    node->nd_next = 0;
    return node;
}

static NODE *
literal_concat(NODE *head, NODE *tail)
{
    enum node_type htype;

    if (!head) return tail;
    if (!tail) return head;
    htype = nd_type(head);
    if (htype == NODE_EVSTR) {
        NODE *node = NEW_DSTR(rb_str_new(0, 0));
        head = list_append(node, head);
        /* list_append on a DSTR: the DSTR itself is the list head */
        htype = NODE_DSTR;
    }
    switch (nd_type(tail)) {
      case NODE_STR:
        if (htype == NODE_STR) {
            rb_str_append(head->nd_lit, tail->nd_lit);
        } else {
            NODE *last = head->nd_next ? list_last(head) : 0;
            if (!last) {
                rb_str_append(head->nd_lit, tail->nd_lit);
            } else if (last->nd_head && nd_type(last->nd_head) == NODE_STR) {
                rb_str_append(last->nd_head->nd_lit, tail->nd_lit);
            } else {
                list_append(head, tail);
            }
        }
        break;
      case NODE_DSTR:
        if (htype == NODE_STR) {
            rb_str_append(head->nd_lit, tail->nd_lit);
            tail->nd_lit = head->nd_lit;
            head = tail;
        } else {
            if (RSTRING_LEN(tail->nd_lit) > 0) {
                nd_set_type(tail, NODE_STR);
                {
                    NODE *rest = tail->nd_next;
                    tail->nd_next = 0;
                    head = literal_concat(head, tail);
                    if (rest) list_concat_parts(head, rest);
                }
            } else if (tail->nd_next) {
                list_concat_parts(head, tail->nd_next);
            }
        }
        break;
      case NODE_EVSTR:
        if (htype == NODE_STR) head = str_to_dstr(head);
        list_append(head, tail);
        break;
      default:
        break;
    }
    return head;
}

static NODE *
new_evstr(NODE *node)
{
    /* as 1.8.7: a single statement loses its newline node (no line event) */
    if (node && nd_type(node) == NODE_NEWLINE) node = node->nd_next;
    if (node) {
        switch (nd_type(node)) {
          case NODE_STR: case NODE_DSTR: case NODE_EVSTR:
            return node;
        }
    }
    return NEW_EVSTR(node);
}

static NODE *
evstr2dstr(NODE *node)
{
    if (node && nd_type(node) == NODE_EVSTR) {
        node = list_append(NEW_DSTR(rb_str_new(0, 0)), node);
    }
    return node;
}

static NODE *
new_string(NODE *node)
{
    if (!node) return NEW_STR(rb_str_new(0, 0));
    return evstr2dstr(node);
}

static NODE *
new_xstring(NODE *node)
{
    if (!node) return NEW_XSTR(rb_str_new(0, 0));
    switch (nd_type(node)) {
      case NODE_STR:
        nd_set_type(node, NODE_XSTR);
        break;
      case NODE_DSTR:
        nd_set_type(node, NODE_DXSTR);
        break;
      default:
        node = NEW_NODE(NODE_DXSTR, rb_str_new(0, 0), 1, NEW_LIST(node));
        break;
    }
    return node;
}

struct reg_literal_arg { VALUE src; int opts; };

static VALUE
reg_literal_compile(VALUE arg)
{
    struct reg_literal_arg *a = (struct reg_literal_arg *)arg;
    return rb_reg_new(RSTRING_PTR(a->src), RSTRING_LEN(a->src), a->opts);
}

/* a literal regexp that does not compile is a compile error (parsing goes
   on), not a RegexpError */
static VALUE
reg_literal(VALUE src, int opts)
{
    struct reg_literal_arg a;
    int state = 0;
    VALUE re;

    VALUE debug = ruby_debug;

    a.src = src;
    a.opts = opts;
    ruby_debug = Qfalse;        /* no -d report: 1.8.7 raises nothing here */
    re = rb_protect(reg_literal_compile, (VALUE)&a, &state);
    ruby_debug = debug;
    RB_GC_GUARD(src);
    if (!state) return re;
    compile_error("%s", RSTRING_PTR(rb_obj_as_string(ruby_errinfo)));
    ruby_errinfo = Qnil;
    /* a Regexp still stands there (1.8.7's is the one that failed): it is
       never run, but the checks that follow see a regexp literal */
    return rb_reg_new("", 0, opts);
}

static NODE *
new_regexp(NODE *node, int options)
{
    int opts = options & ~RE_OPTION_ONCE;

    if (!node) return NEW_LIT(rb_reg_new("", 0, opts));
    switch (nd_type(node)) {
      case NODE_STR:
        node->nd_lit = reg_literal(node->nd_lit, opts);
        nd_set_type(node, NODE_LIT);
        break;
      default:
        if (nd_type(node) != NODE_DSTR) {
            node = NEW_NODE(NODE_DSTR, rb_str_new(0, 0), 1, NEW_LIST(node));
        }
        nd_set_type(node, (options & RE_OPTION_ONCE) ? NODE_DREGX_ONCE : NODE_DREGX);
        node->nd_cflag = (ID)opts;
        break;
    }
    return node;
}

/* a name of alias/undef: its ID, or 0 when an interpolated :"..." makes it
   when the statement runs */
static ID
fitem_id(NODE *item)
{
    if (nd_type(item) == NODE_LIT && SYMBOL_P(item->nd_lit)) return SYM2ID(item->nd_lit);
    return 0;
}

/* alias NEW OLD: the IDs, or (1.8.7) both names as nodes in nd_names */
static NODE *
new_alias(NODE *n, NODE *o)
{
    ID nid = fitem_id(n), oid = fitem_id(o);
    if (nid && oid) return NEW_ALIAS(nid, oid);
    return NEW_NODE(NODE_ALIAS, 0, 0, list_append(NEW_LIST(n), o));
}

/* undef NAME: its ID, or (1.8.7) the :"..#{}.." node in nd_names */
static NODE *
new_undef(NODE *item)
{
    ID id = fitem_id(item);
    if (id) return NEW_UNDEF(id);
    return NEW_NODE(NODE_UNDEF, 0, 0, item);
}

static NODE *
new_dsym(NODE *node)
{
    if (!node) {
        yyerror("empty symbol literal");
        return NEW_NIL();
    }
    switch (nd_type(node)) {
      case NODE_STR:
        {
            VALUE s = node->nd_lit;
            if (RSTRING_LEN(s) == 0) {
                yyerror("empty symbol literal");
                break;
            }
            if (memchr(RSTRING_PTR(s), '\0', RSTRING_LEN(s))) {
                /* the lexer refused a NUL of the literal's own text: this
                   one was folded in from #{"\0"}, an error when it runs */
                nd_set_type(node, NODE_DSYM);
                break;
            }
            node->nd_lit = ID2SYM(rb_intern2(RSTRING_PTR(s), RSTRING_LEN(s)));
            nd_set_type(node, NODE_LIT);
        }
        break;
      case NODE_DSTR:
        nd_set_type(node, NODE_DSYM);
        break;
      default:
        node = NEW_NODE(NODE_DSYM, rb_str_new(0, 0), 1, NEW_LIST(node));
        break;
    }
    return node;
}

/* begin/rescue/else/ensure */
static NODE *
new_body(NODE *body, NODE *rescue, NODE *els, NODE *ensure)
{
    NODE *node = body;

    if (rescue) {
        node = NEW_RESCUE(body, rescue, els);
    } else if (els) {
        rb_warn("else without rescue is useless");
        node = block_append(node, els);
    }
    if (ensure) {
        node = NEW_ENSURE(node, ensure);
    }
    fixpos(node, body);
    return node;
}

static NODE *
new_resbody(NODE *exc, NODE *var, NODE *body, NODE *next)
{
    if (var) {
        NODE *asgn = node_assign(var, NEW_GVAR(rb_intern("$!")));
        body = block_append(asgn, body);
    }
    return NEW_RESBODY(exc, body, next);
}

/* through newline nodes and plain begin..end wrappers: what 1.8.7's void
   and unused-literal checks look at */
static NODE *
skip_newline_begin(NODE *node)
{
    while (node && (nd_type(node) == NODE_NEWLINE ||
                    (nd_type(node) == NODE_BEGIN && node->nd_body)))
        node = nd_type(node) == NODE_NEWLINE ? node->nd_next : node->nd_body;
    return node;
}

static NODE *
remove_begin(NODE *node)
{
    while (node && nd_type(node) == NODE_BEGIN && node->nd_body) node = node->nd_body;
    return node;
}

/* def: NODE_SCOPE whose body is BLOCK(ARGS, [BLOCK_ARG,] body...) */
static NODE *
new_args(int cnt, NODE *opt, long rest, NODE *blk)
{
    NODE *args = NEW_ARGS(cnt, opt, rest);
    NODE *b = NEW_BLOCK(args);

    b->nd_end = b;
    if (blk) b = block_append(b, blk);
    return b;
}

static NODE *
new_defn(ID mid, NODE *args, NODE *body)
{
    NODE *scope;

    body = remove_begin(body);
    scope = new_scope(block_append(args, body));
    (void)mid;
    return NEW_DEFN(mid, scope, 0);
}

static void
check_singleton(NODE *node)
{
    if (!node) {
        yyerror("can't define singleton method for ().");
        return;
    }
    switch (nd_type(node)) {
      case NODE_STR: case NODE_DSTR: case NODE_XSTR: case NODE_DXSTR:
      case NODE_DREGX: case NODE_LIT: case NODE_ARRAY: case NODE_ZARRAY:
        yyerror("can't define singleton method for literals");
        break;
      default:
        value_expr(node);
        break;
    }
}

/* value expressions: a void statement where a value is needed */
static int
value_expr(NODE *node)
{
    while (node) {
        switch (nd_type(node)) {
          case NODE_DEFN: case NODE_DEFS:   /* not class/module bodies (1.8.7) */
            warn_node(node, "void value expression", 1);
            return 0;
          case NODE_RETURN: case NODE_BREAK: case NODE_NEXT: case NODE_REDO:
          case NODE_RETRY:
            yyerror("void value expression");   /* inside defined?() too (1.8.7) */
            return 0;
          case NODE_BLOCK:
            while (node->nd_next) node = node->nd_next;
            node = node->nd_head;
            break;
          case NODE_BEGIN:
            node = node->nd_body;
            break;
          case NODE_IF:
            if (!value_expr(node->nd_body)) return 0;
            node = node->nd_else;
            break;
          case NODE_AND: case NODE_OR:
            return 1;   /* 1.8.7: logop checked the left side, the right is free */
          case NODE_NEWLINE:
            node = node->nd_next;
            break;
          default:
            return 1;
        }
    }
    return 1;
}

static void void_expr0(NODE *, int);

static void
void_expr(NODE *node)
{
    void_expr0(node, 0);
}

/* a range of literals that 1.8.7 would not have folded yet */
static int
unfolded_range(NODE *node)
{
    return (node->u2.value == LIT_FROM_DOT2 || node->u2.value == LIT_FROM_DOT3) &&
        node->u3.value == LONG2FIX(P->fixup_gen);
}

static void
void_last_stmt(NODE *node)
{
    if (!node) return;
    if (nd_type(node) == NODE_BLOCK) node = node->nd_end->nd_head;
    void_expr0(node, 1);
}

/* folded: the node is seen after 1.8.7 folded its literal ranges */
static void
void_expr0(NODE *node, int folded)
{
    const char *useless = 0;

    if (!RTEST(ruby_verbose)) return;
    node = skip_newline_begin(node);
    if (!node) return;
    switch (nd_type(node)) {
      case NODE_CALL:
        switch (node->nd_mid) {
          case '+': case '-': case '*': case '/': case '%': case tPOW:
          case tUPLUS: case tUMINUS: case '|': case '^': case '&':
          case tCMP: case '>': case tGEQ: case '<': case tLEQ: case tEQ: case tNEQ:
            useless = rb_id2name(node->nd_mid);
            break;
        }
        break;
      case NODE_LVAR: case NODE_DVAR: case NODE_GVAR: case NODE_IVAR: case NODE_CVAR:
      case NODE_NTH_REF: case NODE_BACK_REF:
        useless = "a variable";
        break;
      case NODE_CONST:
        useless = "a constant";
        break;
      case NODE_LIT: case NODE_STR: case NODE_DSTR: case NODE_DREGX: case NODE_DREGX_ONCE:
        useless = "a literal";
        if (nd_type(node) == NODE_LIT && !folded && unfolded_range(node)) {
            if (node->u2.value == LIT_FROM_DOT2) useless = "..";
            if (node->u2.value == LIT_FROM_DOT3) useless = "...";
        }
        break;
      case NODE_COLON2: case NODE_COLON3:
        useless = "::";
        break;
      case NODE_DOT2:
        useless = "..";
        break;
      case NODE_DOT3:
        useless = "...";
        break;
      case NODE_SELF: useless = "self"; break;
      case NODE_NIL: useless = "nil"; break;
      case NODE_TRUE: useless = "true"; break;
      case NODE_FALSE: useless = "false"; break;
      case NODE_DEFINED: useless = "defined?"; break;
      default:
        break;
    }
    if (useless) {
        int line = ruby_sourceline;
        ruby_sourceline = nd_line(node);
        rb_warning("useless use of %s in void context", useless);
        ruby_sourceline = line;
    }
}

static NODE *
void_stmts(NODE *node)
{
    NODE *n;

    if (!RTEST(ruby_verbose)) return node;
    if (!node || nd_type(node) != NODE_BLOCK) return node;
    for (n = node; n->nd_next; n = n->nd_next) {
        void_expr(n->nd_head);
    }
    return node;
}

static NODE *
newline_node(NODE *node)
{
    NODE *nl;

    if (!node) return 0;
    if (nd_type(node) == NODE_NEWLINE) return node;
    nl = NEW_NEWLINE(node);
    fixpos(nl, node);
    return nl;
}

static void
list_concat_parts(NODE *head, NODE *rest)
{
    list_last(head)->nd_next = rest;
}

/* ------------------------------------------------------------------ */
/* local variable tables                                               */

/* the scope records and name tables one parse frees and the next asks
   for again (an eval of a short string in a block made and freed five):
   a few blocks of up to 256 bytes kept, handed out for the same size */
#define PCACHE_SLOTS 8
static struct { void *p; size_t n; } pcache[PCACHE_SLOTS];

static void *
pcache_alloc(size_t n)
{
    int i;
    for (i = 0; i < PCACHE_SLOTS; i++) {
        if (pcache[i].p && pcache[i].n == n) {
            void *p = pcache[i].p;
            pcache[i].p = 0;
            return p;
        }
    }
    return xmalloc(n);
}

static void
pcache_free(void *p, size_t n)
{
    int i;
    if (!p) return;
    for (i = 0; n <= 256 && i < PCACHE_SLOTS; i++) {
        if (!pcache[i].p) {
            pcache[i].p = p;
            pcache[i].n = n;
            return;
        }
    }
    xfree(p);
}

static void
local_push(int eval_top)
{
    struct local_vars *lv = pcache_alloc(sizeof(*lv));

    memset(lv, 0, sizeof(*lv));
    lv->eval_top = eval_top;
    if (eval_top) {
        /* eval: the names of the running scope keep their slots */
        ID *tbl = ruby_scope ? ruby_scope->local_tbl : 0;
        long n = tbl ? (long)tbl[0] : 0;
        lv->capa = (int)n + 8;
        lv->tbl = pcache_alloc(sizeof(ID) * lv->capa);
        if (n) memcpy(lv->tbl, tbl + 1, sizeof(ID) * n);
        lv->cnt = (int)n;
        if (lv->cnt < 2) {
            /* keep the $_ and $~ slots out of the way of new locals */
            lv->tbl[0] = '_';
            lv->tbl[1] = '~';
            lv->cnt = 2;
        }
        P->eval_cnt = lv->cnt;
    } else {
        lv->capa = 8;
        lv->tbl = pcache_alloc(sizeof(ID) * lv->capa);
        lv->tbl[0] = '_';
        lv->tbl[1] = '~';
        lv->cnt = 2;
    }
    lv->prev = P->lvtbl;
    P->lvtbl = lv;
}

static void
dvars_free(struct dvars *dv)
{
    pcache_free(dv->tbl, sizeof(ID) * dv->capa);
    pcache_free(dv->hoist, dv->capa);
    pcache_free(dv, sizeof(*dv));
}

static void
local_pop(void)
{
    struct local_vars *lv = P->lvtbl;

    if (!lv) return;
    while (lv->dv) {
        struct dvars *dv = lv->dv;
        lv->dv = dv->prev;
        dvars_free(dv);
    }
    P->lvtbl = lv->prev;
    pcache_free(lv->tbl, sizeof(ID) * lv->capa);
    pcache_free(lv, sizeof(*lv));
}

static ID *
local_tbl(void)
{
    struct local_vars *lv = P->lvtbl;
    ID *tbl;

    /* eval: 0 unless hidden slots (flip-flops) were added */
    if (lv->eval_top && lv->cnt == P->eval_cnt) return 0;
    tbl = xmalloc(sizeof(ID) * (lv->cnt + 1));
    tbl[0] = lv->cnt;
    memcpy(tbl + 1, lv->tbl, sizeof(ID) * lv->cnt);
    return tbl;
}

static NODE *
new_scope(NODE *body)
{
    ID *tbl = local_tbl();
    NODE *n = NEW_SCOPE(0, body);

    n->nd_tbl = tbl;
    return n;
}

static long
local_append(ID id)
{
    struct local_vars *lv = P->lvtbl;

    if (lv->cnt == lv->capa) {
        lv->capa *= 2;
        lv->tbl = xrealloc(lv->tbl, sizeof(ID) * lv->capa);
    }
    lv->tbl[lv->cnt] = id;
    return lv->cnt++;
}

/* slot of a local of the current scope, or -1 */
static long
local_cnt_if_defined(ID id)
{
    struct local_vars *lv = P->lvtbl;
    long i;

    for (i = lv->eval_top ? 0 : 2; i < lv->cnt; i++) {
        if (lv->tbl[i] == id) return i;
    }
    return -1;
}

static long
local_cnt(ID id)
{
    long cnt = local_cnt_if_defined(id);

    if (cnt >= 0) return cnt;
    return local_append(id);
}

static int
local_id(ID id)
{
    return local_cnt_if_defined(id) >= 0;
}

static void
dyna_push(void)
{
    struct dvars *dv = pcache_alloc(sizeof(*dv));

    memset(dv, 0, sizeof(*dv));
    dv->prev = P->lvtbl->dv;
    P->lvtbl->dv = dv;
}

static void
dyna_pop(void)
{
    struct dvars *dv = P->lvtbl->dv;

    if (!dv) return;
    P->lvtbl->dv = dv->prev;
    dvars_free(dv);
}

static void
dyna_add(ID id)
{
    struct dvars *dv = P->lvtbl->dv;

    if (dv->cnt == dv->capa) {
        if (!dv->capa) {
            dv->capa = 4;
            dv->tbl = pcache_alloc(sizeof(ID) * dv->capa);
            dv->hoist = pcache_alloc(dv->capa);
        } else {
            dv->capa *= 2;
            dv->tbl = xrealloc(dv->tbl, sizeof(ID) * dv->capa);
            dv->hoist = xrealloc(dv->hoist, dv->capa);
        }
    }
    dv->hoist[dv->cnt] = 0;
    dv->tbl[dv->cnt++] = id;
}

/* an inner block assigns id: its enclosing block creates it on entry */
static void
dyna_mark_hoisted(ID id)
{
    struct dvars *dv;
    int i;
    for (dv = P->lvtbl->dv; dv; dv = dv->prev) {
        for (i = 0; i < dv->cnt; i++) {
            if (dv->tbl[i] == id) { dv->hoist[i] = 1; return; }
        }
    }
}

/* whether the block parameters var assign id */
static int
block_var_has(NODE *var, ID id)
{
    if ((VALUE)var <= 1 || (VALUE)var == (VALUE)-1) return 0;
    switch (nd_type(var)) {
      case NODE_DASGN_CURR: case NODE_DASGN: return var->nd_vid == id;
      case NODE_MASGN: return block_var_has(var->nd_head, id) || block_var_has(var->nd_args, id);
      case NODE_ARRAY: return block_var_has(var->nd_head, id) || block_var_has(var->nd_next, id);
      case NODE_BLOCK_PASS: return block_var_has(var->u2.node, id) || block_var_has(var->u3.node, id);
    }
    return 0;
}

/* 1.8.7 creates (as nil) a block's variables that inner blocks assign when
   the block is entered, before its body: eval and local_variables see them
   from the start, the latest created first in reverse order */
static NODE *
dyna_hoist_init(NODE *var, NODE *body)
{
    struct dvars *dv = P->lvtbl->dv;
    int i;
    for (i = 0; dv && i < dv->cnt; i++) {
        if (dv->hoist[i] && !block_var_has(var, dv->tbl[i]))
            body = block_append(NEW_DASGN_CURR(dv->tbl[i], NEW_NIL()), body);
    }
    return body;
}

static int
dvars_has(struct dvars *dv, ID id)
{
    int i;

    for (i = 0; i < dv->cnt; i++) {
        if (dv->tbl[i] == id) return 1;
    }
    return 0;
}

static int
dvar_curr(ID id)
{
    struct dvars *dv = P->lvtbl->dv;

    return dv && dvars_has(dv, id);
}

/* 2: a variable of a block written in this source; 1: one eval finds in
   the running blocks */
static int
dvar_defined(ID id)
{
    struct dvars *dv;

    for (dv = P->lvtbl->dv; dv; dv = dv->prev) {
        if (dvars_has(dv, id)) return 2;
    }
    if (P->lvtbl->eval_top && RTEST(rb_dvar_defined(id))) return 1;
    return 0;
}

static int
arg_var(ID id)
{
    if (!is_local_id(id)) {
        compile_error("formal argument must be local variable");
        return 1;
    }
    if (local_id(id)) yyerror("duplicate argument name");
    local_cnt(id);
    return 1;
}

static long
rest_var(ID id)
{
    if (!id) return local_append(internal_id());
    if (!is_local_id(id)) {
        compile_error("rest argument must be local variable");
        return -1;
    }
    if (local_id(id)) yyerror("duplicate rest argument name");
    return local_cnt(id);
}

static NODE *
block_arg_var(ID id)
{
    NODE *n;

    if (!is_local_id(id)) {
        compile_error("block argument must be local variable");
        return 0;
    }
    if (local_id(id)) yyerror("duplicate block argument name");
    n = NEW_BLOCK_ARG(id);
    n->nd_cnt = local_cnt(id);
    return n;
}

static NODE *
opt_arg(ID id, NODE *val)
{
    if (!is_local_id(id)) {
        compile_error("formal argument must be local variable");
        return 0;
    }
    if (local_id(id)) yyerror("duplicate optional argument name");
    local_cnt(id);
    return assignable(id, val);
}

/* ------------------------------------------------------------------ */
/* symbol table                                                        */

/* Every symbol is one record in a dense array; two open-addressing
   tables of 32-bit record numbers (0 = empty) find it by name and by id.
   Small tables at half load and names packed into an arena keep the
   ~1,700 symbols defined at start-up in under 100 KB. */
struct sym_ent {
    const char *name;
    long len;
    ID id;
    int hidden;         /* interned by the interpreter, unknown to 1.8.7's start-up */
};

struct sym_index {
    uint32_t *slot;     /* record number + 1, or 0 */
    long count;
};

static struct sym_ent *sym_ents;
static long sym_nents, sym_ents_capa;
static struct sym_index sym_names, sym_ids;
static long sym_capa;   /* slots in each index (a power of two) */
static ID last_serial = tLAST_TOKEN;

/* Symbol IDs and Symbol.all_symbols' order are 1.8.7's: the names 1.8.7
   has when a script starts come from symtab187.h (made from the oracle by
   tool/gen-symbols.rb) with their IDs; a program's first new name gets
   1.8.7's next serial.  Names only this interpreter interns at start-up
   take serials from a range of their own and stay out of all_symbols
   until a program names them. */
#include "st.h"
#include "symtab187.h"
#define EXTRA_SERIAL_BASE ((ID)1 << 19)   /* a Symbol VALUE stays below 2**31 */
#define EXTRA_SERIALS 8192
static ID extra_serial = EXTRA_SERIAL_BASE;
static int sym_started;         /* set when the first program text is parsed */
static st_table *sym_order;     /* visible names -> ids, as 1.8.7's symbol table */

static void
sym_fatal(void)
{
    fprintf(stderr, "[FATAL] failed to allocate memory\n");
    exit(1);
}

static unsigned long
name_hash(const char *p, long len)
{
    unsigned long h = 5381;

    while (len-- > 0) h = h * 33 + (unsigned char)*p++;
    return h;
}

static unsigned long
id_hash(ID id)
{
    return (unsigned long)(id * 2654435761UL);
}

static struct sym_ent *
sym_find_name(const char *name, long len)
{
    unsigned long i;
    uint32_t n;

    if (!sym_capa) return 0;
    i = name_hash(name, len) & (sym_capa - 1);
    while ((n = sym_names.slot[i]) != 0) {
        struct sym_ent *e = &sym_ents[n - 1];
        if (e->len == len && memcmp(e->name, name, len) == 0) return e;
        i = (i + 1) & (sym_capa - 1);
    }
    return 0;
}

static struct sym_ent *
sym_find_id(ID id)
{
    unsigned long i;
    uint32_t n;

    if (!sym_capa) return 0;
    i = id_hash(id) & (sym_capa - 1);
    while ((n = sym_ids.slot[i]) != 0) {
        if (sym_ents[n - 1].id == id) return &sym_ents[n - 1];
        i = (i + 1) & (sym_capa - 1);
    }
    return 0;
}

static void
sym_index_put(struct sym_index *x, unsigned long h, long rec)
{
    unsigned long i = h & (sym_capa - 1);

    while (x->slot[i]) i = (i + 1) & (sym_capa - 1);
    x->slot[i] = (uint32_t)(rec + 1);
    x->count++;
}

static unsigned long
sym_rec_hash(const struct sym_index *x, long rec)
{
    const struct sym_ent *e = &sym_ents[rec];
    return x == &sym_names ? name_hash(e->name, e->len) : id_hash(e->id);
}

/* rebuilds one index at the current sym_capa */
static void
sym_index_rehash(struct sym_index *x, long old_capa)
{
    uint32_t *old = x->slot;
    long i;

    x->slot = calloc(sym_capa, sizeof(uint32_t));
    if (!x->slot) sym_fatal();
    x->count = 0;
    for (i = 0; i < old_capa; i++) {
        if (old[i]) sym_index_put(x, sym_rec_hash(x, old[i] - 1), old[i] - 1);
    }
    free(old);
}

static void
sym_grow(void)
{
    long old_capa = sym_capa;

    sym_capa = sym_capa ? sym_capa * 2 : 4096;
    sym_index_rehash(&sym_names, old_capa);
    sym_index_rehash(&sym_ids, old_capa);
}

static long
sym_new_record(const char *name, long len, ID id)
{
    if (sym_nents == sym_ents_capa) {
        long capa = sym_ents_capa ? sym_ents_capa * 2 : 2048;
        struct sym_ent *p = realloc(sym_ents, capa * sizeof(*p));
        if (!p) sym_fatal();
        sym_ents = p;
        sym_ents_capa = capa;
    }
    sym_ents[sym_nents].name = name;
    sym_ents[sym_nents].len = len;
    sym_ents[sym_nents].id = id;
    return sym_nents++;
}

/* a name a program can see: into all_symbols' table */
static void
sym_show(struct sym_ent *e)
{
    e->hidden = 0;
    st_add_direct(sym_order, (st_data_t)e->name, (st_data_t)e->id);
}

static void
sym_insert(const char *name, long len, ID id, int by_name, int by_id)
{
    long rec;

    if (by_id && sym_find_id(id)) by_id = 0;
    if (!by_name && !by_id) return;
    /* each index stays at most half full */
    if ((sym_names.count + 1) * 2 > sym_capa || (sym_ids.count + 1) * 2 > sym_capa)
        sym_grow();
    rec = sym_new_record(name, len, id);
    sym_ents[rec].hidden = 1;
    if (by_name) sym_index_put(&sym_names, name_hash(name, len), rec);
    if (by_id) sym_index_put(&sym_ids, id_hash(id), rec);
    if (by_name && sym_started) sym_show(&sym_ents[rec]);
}

/* a new ID of the scope: the next serial, or one of the extra range
   before a program is parsed */
static ID
new_serial_id(int scope)
{
    if (!sym_started && extra_serial < EXTRA_SERIAL_BASE + EXTRA_SERIALS)
        return (extra_serial++ << ID_SCOPE_SHIFT) | scope;
    if (++last_serial == EXTRA_SERIAL_BASE) last_serial += EXTRA_SERIALS;
    return (last_serial << ID_SCOPE_SHIFT) | scope;
}

/* from now on new names are a program's own */
static void
rb_sym_start_program(void)
{
    sym_started = 1;
}

/* enters 1.8.7's start-up names, building all_symbols' table as 1.8.7
   has it: with 283 bins from the start, each chain filled from its tail */
static void
sym_load_187(void)
{
    long i, n;

    for (n = 0; sym187[n].name; n++) ;
    sym_order = st_init_strtable_with_size(200);
    for (i = n - 1; i >= 0; i--) {
        const char *name = sym187[i].name;
        long len = (long)strlen(name);
        struct sym_ent *e = sym_find_name(name, len);
        if (!e) {
            sym_insert(name, len, sym187[i].id, 1, 1);
            e = sym_find_name(name, len);
        }
        sym_show(e);
    }
    last_serial = SYM187_NEXT_SERIAL - 1;
}

static const struct {
    ID token;
    const char *name;
} op_tbl[] = {
    {tDOT2, ".."}, {tDOT3, "..."}, {'+', "+"}, {'-', "-"}, {'+', "+(binary)"},
    {'-', "-(binary)"}, {'*', "*"}, {'/', "/"}, {'%', "%"}, {tPOW, "**"},
    {tUPLUS, "+@"}, {tUMINUS, "-@"}, {tUPLUS, "+(unary)"}, {tUMINUS, "-(unary)"},
    {'|', "|"}, {'^', "^"}, {'&', "&"}, {tCMP, "<=>"}, {'>', ">"}, {tGEQ, ">="},
    {'<', "<"}, {tLEQ, "<="}, {tEQ, "=="}, {tEQQ, "==="}, {tNEQ, "!="},
    {tMATCH, "=~"}, {tNMATCH, "!~"}, {'!', "!"}, {'~', "~"}, {'!', "!(unary)"},
    {'~', "~(unary)"}, {'!', "!@"}, {'~', "~@"}, {tAREF, "[]"}, {tASET, "[]="},
    {tLSHFT, "<<"}, {tRSHFT, ">>"}, {tCOLON2, "::"}, {'`', "`"}, {tANDOP, "&&"},
    {tOROP, "||"}, {0, 0}
};

#define SYM_ARENA_CHUNK 4096

/* symbol names live forever: bump-allocate them from chunks instead of
   paying a malloc header for each */
static char *
sym_strdup(const char *name, long len)
{
    static char *arena;
    static long arena_left;
    char *s;

    if (len + 1 > SYM_ARENA_CHUNK / 4) {
        s = malloc(len + 1);
        if (!s) sym_fatal();
    }
    else {
        if (arena_left < len + 1) {
            arena = malloc(SYM_ARENA_CHUNK);
            if (!arena) sym_fatal();
            arena_left = SYM_ARENA_CHUNK;
        }
        s = arena;
        arena += len + 1;
        arena_left -= len + 1;
    }
    memcpy(s, name, len);
    s[len] = '\0';
    return s;
}

void
Init_sym(void)
{
    int i;

    if (sym_capa) return;
    sym_grow();
    for (i = 0; op_tbl[i].name; i++) {
        long len = (long)strlen(op_tbl[i].name);
        /* the first name listed for a token is its canonical name */
        sym_insert(op_tbl[i].name, len, op_tbl[i].token, 1, !sym_find_id(op_tbl[i].token));
    }
    sym_load_187();
}

static int
is_special_global_name(const char *m, const char *e)
{
    if (m >= e) return 0;
    switch (*m) {
      case '~': case '*': case '$': case '?': case '!': case '@':
      case '/': case '\\': case ';': case ',': case '.': case '=':
      case ':': case '<': case '>': case '\"':
      case '&': case '`': case '\'': case '+':
      case '0':
        ++m;
        break;
      case '-':
        ++m;
        if (m < e && is_identchar((unsigned char)*m)) m++;
        break;
      default:
        if (!ISDIGIT(*m)) return 0;
        do ++m; while (m < e && ISDIGIT(*m));
        break;
    }
    return m == e;
}

static int
op_token(const char *name, long len)
{
    int i;

    for (i = 0; op_tbl[i].name; i++) {
        if ((long)strlen(op_tbl[i].name) == len && memcmp(op_tbl[i].name, name, len) == 0)
            return (int)op_tbl[i].token;
    }
    return 0;
}

ID
rb_intern2(const char *name, long len)
{
    struct sym_ent *ent;
    const char *m = name, *e = name + len;
    ID id = 0;
    int scope = ID_JUNK;
    char *copy;

    if (!sym_capa) Init_sym();
    ent = sym_find_name(name, len);
    if (ent) {
        if (ent->hidden && sym_started) sym_show(ent);
        return ent->id;
    }
    if (len == 0) goto new_id;
    switch (*name) {
      case '$':
        scope = ID_GLOBAL;
        if (is_special_global_name(++m, e)) goto new_id;
        break;
      case '@':
        if (len > 1 && name[1] == '@') {
            m++;
            scope = ID_CLASS;
        } else {
            scope = ID_INSTANCE;
        }
        m++;
        break;
      default:
        if (name[0] != '_' && !ISALPHA(name[0]) && (unsigned char)name[0] < 0x80) {
            int t = op_token(name, len);
            if (t) {
                id = t;
                goto reg;
            }
        }
        if (len > 1 && name[len - 1] == '=') {
            ID base = rb_intern2(name, len - 1);
            if (base > tLAST_TOKEN && !is_attrset_id(base) && !is_junk_id(base)) {
                id = rb_id_attrset(base);
                goto reg;
            }
            scope = ID_ATTRSET;
        } else if (ISUPPER(name[0])) {
            scope = ID_CONST;
        } else {
            scope = ID_LOCAL;
        }
        break;
    }
    if (m < e && !ISDIGIT(*m)) {
        while (m < e && is_identchar((unsigned char)*m))
            m += (unsigned char)*m >= 0x80 ? rb_mbclen((unsigned char)*m) : 1;   /* a whole character */
        if (m > e) m = e + 1;
    }
    if (scope == ID_ATTRSET) {
        if (m == e - 1) m++;
    }
    if (m != e) scope = ID_JUNK;
  new_id:
    id = new_serial_id(scope);
  reg:
    copy = sym_strdup(name, len);
    sym_insert(copy, len, id, 1, 1);
    return id;
}

ID
rb_intern(const char *name)
{
    return rb_intern2(name, (long)strlen(name));
}

ID
rb_id_attrset(ID id)
{
    return (id & ~(ID)ID_SCOPE_MASK) | ID_ATTRSET;
}

const char *
rb_id2name(ID id)
{
    struct sym_ent *ent;

    if (!sym_capa) Init_sym();
    ent = sym_find_id(id);
    if (ent) return ent->name;
    if (is_attrset_id(id)) {
        ID base = (id & ~(ID)ID_SCOPE_MASK) | ID_LOCAL;
        const char *name;
        char *buf;
        long len;

        ent = sym_find_id(base);
        if (!ent) {
            base = (id & ~(ID)ID_SCOPE_MASK) | ID_CONST;
            ent = sym_find_id(base);
        }
        if (!ent) return 0;
        name = ent->name;
        len = ent->len;
        buf = sym_strdup(name, len + 1);
        buf[len] = '=';
        sym_insert(buf, len + 1, id, sym_find_name(buf, len + 1) == 0, 1);
        return buf;
    }
    return 0;
}

int rb_is_const_id(ID id) { return is_const_id(id); }
int rb_is_instance_id(ID id) { return is_instance_id(id); }
int rb_is_class_id(ID id) { return is_class_id(id); }
int rb_is_local_id(ID id) { return is_local_id(id); }
int rb_is_global_id(ID id) { return is_global_id(id); }
int rb_is_junk_id(ID id) { return is_junk_id(id); }

static ID
internal_id(void)
{
    return new_serial_id(ID_INTERNAL);
}

/* a byte >= 0x80 starts a name character only if it leads a multibyte
   character of $KCODE (none under NONE); the bytes that follow it are
   taken whatever they are, as 1.8.7 does */
static int
symname_mbchar_len(const unsigned char *m)
{
    int n;

    if (*m < 0x80 || (n = rb_mbclen(*m)) <= 1) return 0;
    return n;
}

/* past the name characters at m */
static const unsigned char *
symname_skip(const unsigned char *m)
{
    int n;

    for (;;) {
        if (ISALNUM(*m) || *m == '_') m++;
        else if ((n = symname_mbchar_len(m)) > 0) { while (n-- > 0 && *m) m++; }
        else return m;
    }
}

/* can the name be written as :name without quotes? */
int
rb_symname_p(const char *name)
{
    const unsigned char *m = (const unsigned char *)name;
    int localid = 0;

    if (!m || !*m) return 0;
    switch (*m) {
      case '$':
        if (is_special_global_name((const char *)m + 1, name + strlen(name))) return 1;
        m++;
        goto id;
      case '@':
        if (*++m == '@') ++m;
        goto id;
      case '<':
        switch (*++m) {
          case '<': ++m; break;
          case '=': if (*++m == '>') ++m; break;
          default: break;
        }
        break;
      case '>':
        switch (*++m) {
          case '>': case '=': ++m; break;
        }
        break;
      case '=':
        switch (*++m) {
          case '~': ++m; break;
          case '=': if (*++m == '=') ++m; break;
          default: return 0;
        }
        break;
      case '*':
        if (*++m == '*') ++m;
        break;
      case '+': case '-':
        if (*++m == '@') ++m;
        break;
      case '|': case '^': case '&': case '/': case '%': case '~': case '`':
        ++m;
        break;
      case '[':
        if (*++m != ']') return 0;
        if (*++m == '=') ++m;
        break;
      default:
        localid = !ISUPPER(*m);
      id:
        if (*m != '_' && !ISALPHA(*m) && !symname_mbchar_len(m)) return 0;
        m = symname_skip(m);
        /* only a local name may end in ! ? or = (1.8.7 quotes :"A=" :"@a=") */
        if (localid) {
            switch (*m) {
              case '!': case '?': case '=': ++m;
            }
        }
        break;
    }
    return *m ? 0 : 1;
}

static int
all_symbols_i(st_data_t name, st_data_t id, st_data_t ary)
{
    rb_ary_push((VALUE)ary, ID2SYM((ID)id));
    return ST_CONTINUE;
}

VALUE
rb_sym_all_symbols(void)
{
    VALUE ary = rb_ary_new2(sym_order->num_entries);

    st_foreach(sym_order, all_symbols_i, (st_data_t)ary);
    return ary;
}

int
rb_sym_interned_p(VALUE str)
{
    return sym_find_name(RSTRING_PTR(str), RSTRING_LEN(str)) != 0;
}

/* ------------------------------------------------------------------ */
/* source file names: interned, never freed                            */

struct fname_ent {
    char *name;
    struct fname_ent *next;
};
static struct fname_ent *fname_list;

char *
rb_source_filename(const char *f)
{
    struct fname_ent *e;

    if (!f) f = "-";
    for (e = fname_list; e; e = e->next) {
        if (strcmp(e->name, f) == 0) return e->name;
    }
    e = malloc(sizeof(*e));
    if (!e) return (char *)"-";
    e->name = sym_strdup(f, (long)strlen(f));
    e->next = fname_list;
    fname_list = e;
    return e->name;
}

/* ------------------------------------------------------------------ */
/* compiling                                                           */

/* Everything the parser holds lives in the struct parser_state on the C
   stack of rb_compile_* or in nodes reachable from bison's alloca'd value
   stack, so the conservative stack scan covers it.  (P is not dereferenced
   here: a longjmp out of a parse may leave it stale.)

   One root is kept here: an eval'd string that adds locals returns a
   NODE_SCOPE whose table becomes the running scope's local_tbl, but the
   node itself (which owns the table) is garbage once the eval is done.
   Each such node stays marked while its scope is alive and still uses its
   table, and for a few collections before the scope adopts it. */
struct eval_keep {
    struct SCOPE *scope;
    NODE *node;
    int adopted, age;
};
static struct eval_keep *eval_keeps;
static long eval_keeps_len, eval_keeps_capa;

static void
eval_keep_add(NODE *node)
{
    if (!ruby_scope || !node || !node->nd_tbl) return;
    if (eval_keeps_len == eval_keeps_capa) {
        long capa = eval_keeps_capa ? eval_keeps_capa * 2 : 16;
        struct eval_keep *k = realloc(eval_keeps, sizeof(*k) * capa);
        if (!k) return;
        eval_keeps = k;
        eval_keeps_capa = capa;
    }
    eval_keeps[eval_keeps_len].scope = ruby_scope;
    eval_keeps[eval_keeps_len].node = node;
    eval_keeps[eval_keeps_len].adopted = 0;
    eval_keeps[eval_keeps_len].age = 0;
    eval_keeps_len++;
}

static int
eval_keep_live(struct eval_keep *k)
{
    VALUE sc = (VALUE)k->scope;
    int uses;

    if (!rb_is_heap_object(sc) || BUILTIN_TYPE(sc) != T_SCOPE) return 0;
    uses = k->scope->local_tbl == k->node->nd_tbl;
    if (uses) {
        k->adopted = 1;
        return 1;
    }
    if (k->adopted) return 0;
    return ++k->age < 8;
}

/* the local table of the last eval whose parse failed, when it added
   locals to the running scope's (1.8.7 keeps them), or 0 */
static ID *failed_locals;

static void
failed_locals_keep(void)
{
    struct local_vars *lv = P->lvtbl;
    while (lv && !lv->eval_top) lv = lv->prev;
    if (failed_locals) xfree(failed_locals);
    failed_locals = 0;
    if (!lv || lv->cnt <= P->eval_cnt) return;
    failed_locals = ALLOC_N(ID, lv->cnt + 1);
    failed_locals[0] = lv->cnt;
    memcpy(failed_locals + 1, lv->tbl, sizeof(ID) * lv->cnt);
}

ID *rb_parser_failed_locals(void);   /* eval.c's, as eval_intern.h */

/* takes the table failed_locals_keep kept (the caller frees it) */
ID *
rb_parser_failed_locals(void)
{
    ID *t = failed_locals;
    failed_locals = 0;
    return t;
}

/* the eval that parsed node is over: the scope runs on a copy of its table
   (eval.c's eval_scope), so nothing needs the node any more.  Without this
   every such tree stayed for 8 collections: an ERB template rendered with
   a binding in a loop grew the heap. */
void
rb_parser_eval_done(NODE *node)
{
    long i;
    for (i = eval_keeps_len - 1; i >= 0; i--) {
        if (eval_keeps[i].node == node) {
            eval_keeps[i] = eval_keeps[--eval_keeps_len];
            return;
        }
    }
}

void
rb_gc_mark_parser(void)
{
    long i, j = 0;

    for (i = 0; i < eval_keeps_len; i++) {
        if (eval_keep_live(&eval_keeps[i])) {
            rb_gc_mark((VALUE)eval_keeps[i].node);
            eval_keeps[j++] = eval_keeps[i];
        }
    }
    eval_keeps_len = j;
}

int
ruby_parser_stack_on_heap(void)
{
    return 0;
}

/* ruby -y runs the copy of yyparse that prints the trace (Makefile.in's
   parse.c rule makes it); the plain one has no trace checks */
#ifdef RUBY_YYPARSE_TRACED
#define yyparse_run() (ruby_yydebug ? yyparse_traced() : yyparse())
#else
#define yyparse_run() yyparse()
#endif

int
ruby_yyparse(void)
{
    return P ? yyparse_run() : 1;
}

static void
parser_cleanup(struct parser_state *ps)
{
    int i;

    while (ps->lvtbl) local_pop();
    if (ps->pool) {
        for (i = 0; i < ps->pool_hi; i++) strterm_free(&ps->pool[i]);
        if (!strterm_spare) strterm_spare = ps->pool;
        else xfree(ps->pool);
        ps->pool = 0;
    }
    tok_release(ps);
}

static NODE *
yycompile(const char *file, const char *buf, long len, int line, VALUE src, int file_mode)
{
    struct parser_state ps;
    volatile VALUE keep_src = src;
    NODE *result = 0;
    NODE *save_node = ruby_current_node;
    int n;

    rb_sym_start_program();
    memset(&ps, 0, sizeof(ps));
    ps.prev = P;
    ps.buf = buf;
    ps.buflen = len;
    ps.src = src;
    ps.pbeg = ps.p = ps.pend = buf;
    ps.state = EXPR_BEG;
    ps.command_start = 1;
    ps.file_mode = file_mode;
    ps.eval_mode = ruby_in_eval != 0;
    ps.err_now = !ps.eval_mode && !file_mode && !rb_parser_quiet;
    P = &ps;

    ruby_current_node = 0;
    ruby_sourcefile = rb_source_filename(file);
    ruby_sourceline = line - 1;
    ruby_parse_nerrs = 0;
    if (file_mode) {
        ruby__end__seen = 0;
        ruby__end__pos = 0;
    }
    /* eval: new variables become locals of the running scope (its table
       grows), or dynamic variables when the eval runs inside a block */
    local_push(ps.eval_mode);
    if (ps.eval_mode && ruby_dyna_vars) dyna_push();

    n = yyparse_run();
    if (n != 0 && ps.nerrs == 0) compile_error("syntax error");
    if (ps.nerrs) {
        /* the main program's errors are already printed */
        VALUE mesg = ps.err_now ? rb_str_new(0, 0) : ps.errmsg;
        ruby_parse_nerrs = ps.nerrs;
        if (ps.eval_mode) {
            /* eval: MRI's message starts with "compile error" (eval
               puts its position before it when the name is the default) */
            char head[] = "compile error\n";
            mesg = rb_str_new(head, (long)strlen(head));
            rb_str_append(mesg, ps.errmsg);
        }
        ruby_errinfo = rb_exc_new3(rb_eSyntaxError, mesg);
        if (ps.eval_mode) failed_locals_keep();
    } else {
        if (ps.begin_body && !ps.eval_mode) {
            ruby_eval_tree_begin = block_append(ruby_eval_tree_begin, ps.begin_body);
        }
        /* eval: BEGIN bodies run first, in the eval's frame */
        result = new_scope(ps.eval_mode ? block_append(ps.begin_body, ps.result) : ps.result);
        if (ps.eval_mode && result->nd_tbl) eval_keep_add(result);
    }
    parser_cleanup(&ps);
    P = ps.prev;
    ruby_current_node = save_node;
    RB_GC_GUARD(keep_src);
    return result;
}

/* whether a parse is running (its warnings are the compiler's) */
int
rb_parser_active(void)
{
    return P != 0;
}

NODE *
rb_compile_cstr(const char *file, const char *s, int len, int line)
{
    VALUE str = rb_str_new(s, len);
    return yycompile(file, RSTRING_PTR(str), RSTRING_LEN(str), line, str, 0);
}

NODE *
rb_compile_string(const char *file, VALUE s, int line)
{
    VALUE str = rb_str_new(RSTRING_PTR(s), RSTRING_LEN(s));
    return yycompile(file, RSTRING_PTR(str), RSTRING_LEN(str), line, str, 0);
}

static char *
read_whole_file(const char *file, long *lenp)
{
    int fd = open(file, O_RDONLY);
    char *buf;
    long len = 0, capa = 8192;
    ssize_t r;

    if (fd < 0) return 0;
    buf = xmalloc(capa);
    for (;;) {
        if (len == capa) {
            capa *= 2;
            buf = xrealloc(buf, capa);
        }
        r = read(fd, buf + len, capa - len);
        if (r < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (r == 0) break;
        len += r;
    }
    close(fd);
    *lenp = len;
    return buf;
}

/* is the line of n bytes (without its newline) `__END__`? */
static int
is_end_marker(const char *p, long n)
{
    if (n > 0 && p[n - 1] == '\r') n--;
    return n == 7 && memcmp(p, "__END__", 7) == 0;
}

/* SCRIPT_LINES__[file] = the source's lines, when the program defined that
   Hash (debug.rb and tracer.rb list the source of the files loaded later) */
void
rb_parser_record_script_lines(const char *file, const char *src, long len)
{
    ID id = rb_intern("SCRIPT_LINES__");
    VALUE hash, lines;
    long i, start = 0;

    if (rb_safe_level() > 0 || !rb_const_defined(rb_cObject, id)) return;
    hash = rb_const_get(rb_cObject, id);
    if (TYPE(hash) != T_HASH) return;
    lines = rb_ary_new();
    for (i = 0; i < len; i++) {
        if (src[i] != '\n') continue;
        rb_ary_push(lines, rb_str_new(src + start, i + 1 - start));
        if (is_end_marker(src + start, i - start)) break; /* the parser reads no further */
        start = i + 1;
    }
    if (i == len && start < len) rb_ary_push(lines, rb_str_new(src + start, len - start));
    rb_hash_aset(hash, rb_str_new2(file), lines);
}

/* $. once a file is parsed, as 1.8.7 leaves it: the lines the parser
   read (up to the __END__ line, or all, an unterminated last one too) */
long
rb_parser_lines_read(const char *buf, long len)
{
    long i, n = 0, end = ruby__end__seen ? ruby__end__pos : len;

    if (end > len) end = len;
    for (i = 0; i < end; i++) if (buf[i] == '\n') n++;
    if (!ruby__end__seen && len > 0 && buf[len - 1] != '\n') n++;
    return n;
}

NODE *
rb_compile_file(const char *file, VALUE io, int start)
{
    if (NIL_P(io) || io == 0) {
        long len = 0;
        char *buf = read_whole_file(file, &len);
        if (!buf) rb_load_fail(file);
        NODE *tree;
        rb_parser_record_script_lines(file, buf, len);
        tree = yycompile(file, buf, len, start, 0, 1);   /* errors come back in ruby_errinfo */
        rb_io_set_script_lineno(rb_parser_lines_read(buf, len));
        xfree(buf);
        return tree;
    } else {
        VALUE str = (TYPE(io) == T_STRING) ? io : rb_funcall(io, rb_intern("read"), 0);
        if (NIL_P(str)) str = rb_str_new(0, 0);
        StringValue(str);
        str = rb_str_new(RSTRING_PTR(str), RSTRING_LEN(str));
        rb_parser_record_script_lines(file, RSTRING_PTR(str), RSTRING_LEN(str));
        return yycompile(file, RSTRING_PTR(str), RSTRING_LEN(str), start, str, 1);
    }
}

/* -p: print $_ after the program */
void
rb_parser_append_print(void)
{
    NODE *print = NEW_FCALL(rb_intern("print"), NEW_LIST(NEW_GVAR(rb_intern("$_"))));
    NODE *tree = ruby_eval_tree;

    if (tree && nd_type(tree) == NODE_SCOPE) {
        tree->nd_next = block_append(tree->nd_next, print);
    } else {
        ruby_eval_tree = block_append(tree, print);
    }
}

/* -n/-p: wrap the program in `while gets; ...; end`, where the gets is
   NODE_OPT_N: rb_gets() called without a method frame, as 1.8.7 reports an
   ARGV file that cannot be opened ("-e:1: No such file...", no `gets') */
void
rb_parser_while_loop(int chop, int split)
{
    NODE *tree = ruby_eval_tree, *body, *pre = 0;
    int scoped = tree && nd_type(tree) == NODE_SCOPE;

    body = scoped ? tree->nd_next : tree;
    if (split) {
        pre = NEW_GASGN(rb_intern("$F"),
                        NEW_CALL(NEW_GVAR(rb_intern("$_")), rb_intern("split"), 0));
    }
    if (chop) {
        pre = block_append(NEW_CALL(NEW_GVAR(rb_intern("$_")), rb_intern("chop!"), 0), pre);
    }
    body = NEW_WHILE(NEW_OPT_N(0), block_append(pre, body), 1);
    if (scoped) tree->nd_next = body;
    else ruby_eval_tree = body;
}
