/* ossl_asn1.c - OpenSSL::ASN1 (1.8.7's API): DER decoding of the universal
 * types into ASN1Data/Primitive/Constructive objects, ASN1.traverse, and
 * to_der.  Headers are read and written with ASN1_get_object and
 * ASN1_put_object; contents of INTEGER, ENUMERATED, OBJECT and the times
 * go through OpenSSL's types. */
#include "ossl.h"

static VALUE mASN1, eASN1Error;
static VALUE cASN1Data, cASN1Primitive, cASN1Constructive;
static VALUE cASN1Boolean, cASN1Integer, cASN1Enumerated, cASN1BitString,
    cASN1Null, cASN1ObjectId, cASN1UTCTime, cASN1GeneralizedTime,
    cASN1Sequence, cASN1Set;
static ID id_value, id_tag, id_tag_class, id_tagging, id_unused_bits;
static ID id_UNIVERSAL, id_APPLICATION, id_CONTEXT_SPECIFIC, id_PRIVATE,
    id_IMPLICIT, id_EXPLICIT;

/* the universal types: constant name, class name (NULL: none), tag */
static const struct asn1_type {
    const char *name, *klass;
    int tag;
} asn1_types[] = {
    {"EOC", NULL, 0}, {"BOOLEAN", "Boolean", 1}, {"INTEGER", "Integer", 2},
    {"BIT_STRING", "BitString", 3}, {"OCTET_STRING", "OctetString", 4},
    {"NULL", "Null", 5}, {"OBJECT", "ObjectId", 6},
    {"OBJECT_DESCRIPTOR", NULL, 7}, {"EXTERNAL", NULL, 8}, {"REAL", NULL, 9},
    {"ENUMERATED", "Enumerated", 10}, {"EMBEDDED_PDV", NULL, 11},
    {"UTF8STRING", "UTF8String", 12}, {"RELATIVE_OID", NULL, 13},
    {"SEQUENCE", "Sequence", 16}, {"SET", "Set", 17},
    {"NUMERICSTRING", "NumericString", 18},
    {"PRINTABLESTRING", "PrintableString", 19},
    {"T61STRING", "T61String", 20}, {"VIDEOTEXSTRING", "VideotexString", 21},
    {"IA5STRING", "IA5String", 22}, {"UTCTIME", "UTCTime", 23},
    {"GENERALIZEDTIME", "GeneralizedTime", 24},
    {"GRAPHICSTRING", "GraphicString", 25}, {"ISO64STRING", "ISO64String", 26},
    {"GENERALSTRING", "GeneralString", 27},
    {"UNIVERSALSTRING", "UniversalString", 28},
    {"CHARACTER_STRING", NULL, 29}, {"BMPSTRING", "BMPString", 30},
};
#define N_TYPES (int)(sizeof(asn1_types) / sizeof(asn1_types[0]))
static VALUE type_class[31];    /* universal tag -> its class, or 0 */

/* ---- tag classes ---------------------------------------------------- */

static VALUE
tag_class_sym(int xclass)
{
    switch (xclass) {
      case V_ASN1_APPLICATION: return ID2SYM(id_APPLICATION);
      case V_ASN1_CONTEXT_SPECIFIC: return ID2SYM(id_CONTEXT_SPECIFIC);
      case V_ASN1_PRIVATE: return ID2SYM(id_PRIVATE);
      default: return ID2SYM(id_UNIVERSAL);
    }
}

static int
tag_class_num(VALUE sym)
{
    ID id = SYMBOL_P(sym) ? SYM2ID(sym) : 0;

    if (id == id_UNIVERSAL) return V_ASN1_UNIVERSAL;
    if (id == id_APPLICATION) return V_ASN1_APPLICATION;
    if (id == id_CONTEXT_SPECIFIC) return V_ASN1_CONTEXT_SPECIFIC;
    if (id == id_PRIVATE) return V_ASN1_PRIVATE;
    rb_raise(eASN1Error, "invalid tag class");
    return 0;
}

/* ---- DER framing ----------------------------------------------------- */

/* a TLV of tag/xclass around body */
static VALUE
der_frame(int constructed, int tag, int xclass, VALUE body)
{
    long blen = RSTRING_LEN(body);
    int total = ASN1_object_size(constructed, (int)blen, tag);
    VALUE der;
    unsigned char *p;

    if (total < 0) rb_raise(eASN1Error, "too long");
    der = rb_str_new(0, total);
    p = (unsigned char *)RSTRING_PTR(der);
    ASN1_put_object(&p, constructed, (int)blen, tag, xclass);
    memcpy(p, RSTRING_PTR(body), blen);
    return der;
}

/* the contents of one DER TLV made by an i2d function (der is freed) */
static VALUE
der_contents(unsigned char *der, int len)
{
    const unsigned char *p = der;
    long clen;
    int tag, xclass, r;
    VALUE s;

    if (len <= 0) ossl_raise(eASN1Error, NULL);
    r = ASN1_get_object(&p, &clen, &tag, &xclass, len);
    s = (r & 0x80) ? Qnil : rb_str_new((const char *)p, clen);
    OPENSSL_free(der);
    if (NIL_P(s)) ossl_raise(eASN1Error, NULL);
    return s;
}

/* ---- decoding ---------------------------------------------------------- */

static VALUE
decode_integer(const unsigned char *tlv, long len, int enumerated)
{
    const unsigned char *p = tlv;
    ASN1_INTEGER *ai = enumerated ? d2i_ASN1_ENUMERATED(NULL, &p, len)
                                  : d2i_ASN1_INTEGER(NULL, &p, len);
    BIGNUM *bn;
    VALUE v;

    if (!ai) ossl_raise(eASN1Error, NULL);
    bn = enumerated ? ASN1_ENUMERATED_to_BN(ai, NULL) : ASN1_INTEGER_to_BN(ai, NULL);
    ASN1_INTEGER_free(ai);
    if (!bn) ossl_raise(eASN1Error, NULL);
    v = ossl_bn_new(bn);
    BN_free(bn);
    return v;
}

static VALUE
decode_object(const unsigned char *tlv, long len)
{
    const unsigned char *p = tlv;
    ASN1_OBJECT *obj = d2i_ASN1_OBJECT(NULL, &p, len);
    char buf[256];
    int nid;

    if (!obj) ossl_raise(eASN1Error, NULL);
    nid = OBJ_obj2nid(obj);
    if (nid != NID_undef) {
        ASN1_OBJECT_free(obj);
        return rb_str_new2(OBJ_nid2sn(nid));
    }
    OBJ_obj2txt(buf, sizeof buf, obj, 1);
    ASN1_OBJECT_free(obj);
    return rb_str_new2(buf);
}

static VALUE
time_of(VALUE t)
{
    return asn1time_to_time((const ASN1_TIME *)t);
}

static VALUE
decode_time(const unsigned char *tlv, long len)
{
    const unsigned char *p = tlv;
    ASN1_TIME *t = d2i_ASN1_TIME(NULL, &p, len);
    VALUE v;

    if (!t) ossl_raise(eASN1Error, NULL);
    v = rb_protect(time_of, (VALUE)t, NULL);
    ASN1_TIME_free(t);
    if (!rb_obj_is_kind_of(v, rb_cTime)) rb_raise(eASN1Error, "bad time");
    return v;
}

/* the Ruby value of a universal primitive: tlv is the whole element,
   body its contents */
static VALUE
decode_primitive_value(int tag, const unsigned char *tlv, long tlen,
                       const unsigned char *body, long blen, VALUE *unused)
{
    switch (tag) {
      case V_ASN1_BOOLEAN:
        if (blen != 1) rb_raise(eASN1Error, "invalid BOOLEAN length");
        return body[0] ? Qtrue : Qfalse;
      case V_ASN1_INTEGER: return decode_integer(tlv, tlen, 0);
      case V_ASN1_ENUMERATED: return decode_integer(tlv, tlen, 1);
      case V_ASN1_NULL:
        if (blen != 0) rb_raise(eASN1Error, "null is too long");
        return Qnil;
      case V_ASN1_OBJECT: return decode_object(tlv, tlen);
      case V_ASN1_UTCTIME: case V_ASN1_GENERALIZEDTIME: return decode_time(tlv, tlen);
      case V_ASN1_BIT_STRING:
        if (blen < 1) rb_raise(eASN1Error, "invalid BIT_STRING");
        *unused = INT2FIX(body[0] & 7);
        return rb_str_new((const char *)body + 1, blen - 1);
      default:
        return rb_str_new((const char *)body, blen);
    }
}

struct decoder {
    const unsigned char *start;
    int traverse;               /* yield each element instead of building */
};

static VALUE decode_seq(struct decoder *d, const unsigned char **pp, long len,
                        int depth, int indefinite);

/* decodes the element at *pp (at most max bytes), advancing *pp */
static VALUE
decode_one(struct decoder *d, const unsigned char **pp, long max, int depth)
{
    const unsigned char *p = *pp, *tlv = *pp;
    long len, hlen;
    int tag, xclass, r, constructed, indefinite;
    VALUE value, obj, unused = Qnil;

    r = ASN1_get_object(&p, &len, &tag, &xclass, max);
    if (r & 0x80) ossl_raise(eASN1Error, "header too long");
    constructed = r & V_ASN1_CONSTRUCTED;
    indefinite = r == 0x21;
    hlen = p - tlv;
    if (indefinite) len = max - hlen;
    if (d->traverse)
        rb_yield(rb_ary_new3(7, INT2NUM(depth), LONG2NUM(tlv - d->start), LONG2NUM(hlen),
                             LONG2NUM(indefinite ? -1 : len), constructed ? Qtrue : Qfalse,
                             tag_class_sym(xclass), INT2NUM(tag)));
    if (constructed) {
        const unsigned char *q = p;
        value = decode_seq(d, &q, len, depth + 1, indefinite);
        p = q;
    }
    else {
        if (xclass == V_ASN1_UNIVERSAL && !d->traverse)
            value = decode_primitive_value(tag, tlv, hlen + len, p, len, &unused);
        else
            value = rb_str_new((const char *)p, len);
        p += len;
    }
    *pp = p;
    if (d->traverse) return Qnil;
    if (xclass == V_ASN1_UNIVERSAL && tag < 31 && type_class[tag] &&
        !!constructed == (tag == V_ASN1_SEQUENCE || tag == V_ASN1_SET)) {
        VALUE args[4];
        args[0] = value; args[1] = INT2NUM(tag); args[2] = Qnil;
        args[3] = ID2SYM(id_UNIVERSAL);
        obj = rb_class_new_instance(4, args, type_class[tag]);
        if (!NIL_P(unused)) rb_ivar_set(obj, id_unused_bits, unused);
        return obj;
    }
    {
        VALUE args[3];
        args[0] = value; args[1] = INT2NUM(tag); args[2] = tag_class_sym(xclass);
        return rb_class_new_instance(3, args, cASN1Data);
    }
}

/* the elements of a constructed value of len bytes at *pp (indefinite:
   up to an end-of-contents) */
static VALUE
decode_seq(struct decoder *d, const unsigned char **pp, long len, int depth, int indefinite)
{
    const unsigned char *p = *pp, *end = *pp + len;
    VALUE ary = rb_ary_new();

    while (p < end) {
        if (indefinite && end - p >= 2 && p[0] == 0 && p[1] == 0) {
            p += 2;
            break;
        }
        rb_ary_push(ary, decode_one(d, &p, end - p, depth));
    }
    *pp = p;
    return ary;
}

/* the DER bytes of obj (a String, or anything with to_der) */
static VALUE
der_arg(VALUE obj)
{
    if (rb_respond_to(obj, rb_intern("to_der")))
        obj = rb_funcall(obj, rb_intern("to_der"), 0);
    StringValue(obj);
    return obj;
}

/* decode(der): the first element of der */
static VALUE
asn1_decode(VALUE self, VALUE der)
{
    struct decoder d;
    const unsigned char *p;
    VALUE v;

    der = der_arg(der);
    p = d.start = (const unsigned char *)RSTRING_PTR(der);
    d.traverse = 0;
    v = decode_one(&d, &p, RSTRING_LEN(der), 0);
    if (p != d.start + RSTRING_LEN(der)) rb_raise(eASN1Error, "remaining data length: %ld",
                                                  (long)(d.start + RSTRING_LEN(der) - p));
    return v;
}

/* decode_all(der): every element of der, in an Array */
static VALUE
asn1_decode_all(VALUE self, VALUE der)
{
    struct decoder d;
    const unsigned char *p;

    der = der_arg(der);
    p = d.start = (const unsigned char *)RSTRING_PTR(der);
    d.traverse = 0;
    return decode_seq(&d, &p, RSTRING_LEN(der), 0, 0);
}

/* traverse(der) {|depth, offset, header_len, length, constructed,
   tag_class, tag| }: every element, outer first */
static VALUE
asn1_traverse(VALUE self, VALUE der)
{
    struct decoder d;
    const unsigned char *p;

    der = der_arg(der);
    p = d.start = (const unsigned char *)RSTRING_PTR(der);
    d.traverse = 1;
    decode_one(&d, &p, RSTRING_LEN(der), 0);
    return Qnil;
}

/* ---- encoding ---------------------------------------------------------- */

static VALUE
encode_integer(VALUE v, int enumerated)
{
    BIGNUM *bn = ossl_bn_value(v);
    ASN1_INTEGER *ai = enumerated ? BN_to_ASN1_ENUMERATED(bn, NULL) : BN_to_ASN1_INTEGER(bn, NULL);
    unsigned char *der = NULL;
    int len;

    if (!ai) ossl_raise(eASN1Error, NULL);
    len = enumerated ? i2d_ASN1_ENUMERATED(ai, &der) : i2d_ASN1_INTEGER(ai, &der);
    ASN1_INTEGER_free(ai);
    return der_contents(der, len);
}

static VALUE
encode_object(VALUE v)
{
    ASN1_OBJECT *obj;
    unsigned char *der = NULL;
    int len;

    StringValue(v);
    obj = OBJ_txt2obj(StringValueCStr(v), 0);
    if (!obj) ossl_raise(eASN1Error, "invalid OBJECT ID");
    len = i2d_ASN1_OBJECT(obj, &der);
    ASN1_OBJECT_free(obj);
    return der_contents(der, len);
}

static VALUE
encode_time(VALUE v, int generalized)
{
    time_t sec = NUM2LONG(rb_Integer(v));
    ASN1_TIME *t = generalized ? ASN1_GENERALIZEDTIME_set(NULL, sec) : ASN1_UTCTIME_set(NULL, sec);
    unsigned char *der = NULL;
    int len;

    if (!t) ossl_raise(eASN1Error, NULL);
    len = i2d_ASN1_TIME(t, &der);
    ASN1_TIME_free(t);
    return der_contents(der, len);
}

/* the contents of a Primitive by its class */
static VALUE
primitive_contents(VALUE self)
{
    VALUE v = rb_ivar_get(self, id_value), klass = rb_obj_class(self);

    if (rb_class_inherited_p(klass, cASN1Boolean) == Qtrue)
        return rb_str_new(RTEST(v) ? "\xff" : "\0", 1);
    if (rb_class_inherited_p(klass, cASN1Integer) == Qtrue) return encode_integer(v, 0);
    if (rb_class_inherited_p(klass, cASN1Enumerated) == Qtrue) return encode_integer(v, 1);
    if (rb_class_inherited_p(klass, cASN1Null) == Qtrue) {
        if (!NIL_P(v)) rb_raise(eASN1Error, "nil expected");
        return rb_str_new(0, 0);
    }
    if (rb_class_inherited_p(klass, cASN1ObjectId) == Qtrue) return encode_object(v);
    if (rb_class_inherited_p(klass, cASN1UTCTime) == Qtrue) return encode_time(v, 0);
    if (rb_class_inherited_p(klass, cASN1GeneralizedTime) == Qtrue) return encode_time(v, 1);
    if (rb_class_inherited_p(klass, cASN1BitString) == Qtrue) {
        VALUE unused = rb_ivar_get(self, id_unused_bits);
        char c = (char)(NIL_P(unused) ? 0 : NUM2INT(unused));
        VALUE s = rb_str_new(&c, 1);
        return rb_str_append(s, StringValue(v));
    }
    return rb_str_dup(StringValue(v));
}

/* the universal tag of an object's class (Primitive/Constructive subclass) */
static int
default_tag(VALUE self)
{
    VALUE k;
    int i;

    for (k = rb_obj_class(self); !NIL_P(k) && k != cASN1Data; k = RCLASS_SUPER(k))
        for (i = 0; i < 31; i++)
            if (type_class[i] == k) return i;
    return -1;
}

/* a Primitive's or Constructive's TLV: with its own tag (implicit
   tagging) or its universal TLV inside an explicit [tag_class tag] */
static VALUE
tagged_der(VALUE self, int constructed, VALUE body)
{
    int tag = NUM2INT(rb_ivar_get(self, id_tag));
    int xclass = tag_class_num(rb_ivar_get(self, id_tag_class));
    VALUE tagging = rb_ivar_get(self, id_tagging);

    if (SYMBOL_P(tagging) && SYM2ID(tagging) == id_EXPLICIT) {
        int utag = default_tag(self);
        if (utag < 0) rb_raise(eASN1Error, "explicit tagging of an untyped value");
        return der_frame(1, tag, xclass, der_frame(constructed, utag, V_ASN1_UNIVERSAL, body));
    }
    return der_frame(constructed, tag, xclass, body);
}

static VALUE
primitive_to_der(VALUE self)
{
    return tagged_der(self, 0, primitive_contents(self));
}

/* the concatenated to_der of each element */
static VALUE
elements_der(VALUE ary)
{
    VALUE body = rb_str_new(0, 0);
    long i;

    Check_Type(ary, T_ARRAY);
    for (i = 0; i < RARRAY_LEN(ary); i++)
        rb_str_append(body, der_arg(RARRAY_PTR(ary)[i]));
    return body;
}

static VALUE
constructive_to_der(VALUE self)
{
    return tagged_der(self, 1, elements_der(rb_ivar_get(self, id_value)));
}

/* ASN1Data#to_der: an Array value is constructed */
static VALUE
data_to_der(VALUE self)
{
    VALUE v = rb_ivar_get(self, id_value);
    int tag = NUM2INT(rb_ivar_get(self, id_tag));
    int xclass = tag_class_num(rb_ivar_get(self, id_tag_class));

    if (TYPE(v) == T_ARRAY) return der_frame(1, tag, xclass, elements_der(v));
    return der_frame(0, tag, xclass, StringValue(v));
}

/* ---- constructors -------------------------------------------------------- */

/* ASN1Data.new(value, tag, tag_class) */
static VALUE
data_initialize(VALUE self, VALUE value, VALUE tag, VALUE tag_class)
{
    tag_class_num(tag_class);
    rb_ivar_set(self, id_value, value);
    rb_ivar_set(self, id_tag, rb_Integer(tag));
    rb_ivar_set(self, id_tag_class, tag_class);
    return self;
}

/* Primitive/Constructive.new(value, tag = nil, tagging = nil, tag_class =
   nil): no tag is the class's universal one; a tag alone is context
   specific */
static VALUE
typed_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE value, tag, tagging, tag_class;

    rb_scan_args(argc, argv, "13", &value, &tag, &tagging, &tag_class);
    if (NIL_P(tag)) {
        int t = default_tag(self);
        if (t < 0) rb_raise(eASN1Error, "must specify tag number");
        tag = INT2NUM(t);
        if (NIL_P(tag_class)) tag_class = ID2SYM(id_UNIVERSAL);
    }
    if (NIL_P(tag_class)) tag_class = ID2SYM(id_CONTEXT_SPECIFIC);
    if (!NIL_P(tagging) && !(SYMBOL_P(tagging) && (SYM2ID(tagging) == id_IMPLICIT ||
                                                    SYM2ID(tagging) == id_EXPLICIT)))
        rb_raise(eASN1Error, "invalid tag default");
    data_initialize(self, value, tag, tag_class);
    rb_ivar_set(self, id_tagging, tagging);
    if (rb_obj_is_kind_of(self, cASN1BitString))
        rb_ivar_set(self, id_unused_bits, INT2FIX(0));
    return self;
}

static VALUE
constructive_each(VALUE self)
{
    VALUE ary = rb_ivar_get(self, id_value);
    long i;

    Check_Type(ary, T_ARRAY);
    for (i = 0; i < RARRAY_LEN(ary); i++) rb_yield(RARRAY_PTR(ary)[i]);
    return self;
}

/* OpenSSL::ASN1::Integer(value, ...) and the like: Klass.new(...) */
static VALUE
asn1_make(int argc, VALUE *argv, VALUE self)
{
    const char *name = rb_id2name(rb_frame_last_func());

    return rb_class_new_instance(argc, argv, rb_const_get(mASN1, rb_intern(name)));
}

/* ---- ObjectId ---------------------------------------------------------- */

static int
objectid_nid(VALUE self)
{
    VALUE v = rb_ivar_get(self, id_value);
    ASN1_OBJECT *obj = OBJ_txt2obj(StringValueCStr(v), 0);
    int nid;

    if (!obj) ossl_raise(eASN1Error, "invalid OBJECT ID");
    nid = OBJ_obj2nid(obj);
    ASN1_OBJECT_free(obj);
    return nid;
}

static VALUE
objectid_sn(VALUE self)
{
    int nid = objectid_nid(self);
    return nid == NID_undef ? Qnil : rb_str_new2(OBJ_nid2sn(nid));
}

static VALUE
objectid_ln(VALUE self)
{
    int nid = objectid_nid(self);
    return nid == NID_undef ? Qnil : rb_str_new2(OBJ_nid2ln(nid));
}

static VALUE
objectid_oid(VALUE self)
{
    VALUE v = rb_ivar_get(self, id_value);
    ASN1_OBJECT *obj = OBJ_txt2obj(StringValueCStr(v), 0);
    char buf[256];

    if (!obj) ossl_raise(eASN1Error, "invalid OBJECT ID");
    OBJ_obj2txt(buf, sizeof buf, obj, 1);
    ASN1_OBJECT_free(obj);
    return rb_str_new2(buf);
}

/* ObjectId.register(oid, short_name, long_name) */
static VALUE
objectid_register(VALUE klass, VALUE oid, VALUE sn, VALUE ln)
{
    if (!OBJ_create(StringValueCStr(oid), StringValueCStr(sn), StringValueCStr(ln)))
        ossl_raise(eASN1Error, NULL);
    return Qtrue;
}

void
Init_ossl_asn1(void)
{
    VALUE names;
    int i;

    id_value = rb_intern("@value");
    id_tag = rb_intern("@tag");
    id_tag_class = rb_intern("@tag_class");
    id_tagging = rb_intern("@tagging");
    id_unused_bits = rb_intern("@unused_bits");
    id_UNIVERSAL = rb_intern("UNIVERSAL");
    id_APPLICATION = rb_intern("APPLICATION");
    id_CONTEXT_SPECIFIC = rb_intern("CONTEXT_SPECIFIC");
    id_PRIVATE = rb_intern("PRIVATE");
    id_IMPLICIT = rb_intern("IMPLICIT");
    id_EXPLICIT = rb_intern("EXPLICIT");

    mASN1 = rb_define_module_under(mOSSL, "ASN1");
    eASN1Error = rb_define_class_under(mASN1, "ASN1Error", eOSSLError);
    rb_define_module_function(mASN1, "traverse", asn1_traverse, 1);
    rb_define_module_function(mASN1, "decode", asn1_decode, 1);
    rb_define_module_function(mASN1, "decode_all", asn1_decode_all, 1);

    names = rb_ary_new();
    for (i = 0; i < N_TYPES; i++) {
        rb_define_const(mASN1, asn1_types[i].name, INT2NUM(asn1_types[i].tag));
        while (RARRAY_LEN(names) < asn1_types[i].tag) rb_ary_push(names, Qnil);
        rb_ary_push(names, rb_str_new2(asn1_types[i].name));
    }
    rb_define_const(mASN1, "UNIVERSAL_TAG_NAME", names);

    cASN1Data = rb_define_class_under(mASN1, "ASN1Data", rb_cObject);
    rb_define_attr(cASN1Data, "value", 1, 1);
    rb_define_attr(cASN1Data, "tag", 1, 1);
    rb_define_attr(cASN1Data, "tag_class", 1, 1);
    rb_define_method(cASN1Data, "initialize", data_initialize, 3);
    rb_define_method(cASN1Data, "to_der", data_to_der, 0);

    cASN1Primitive = rb_define_class_under(mASN1, "Primitive", cASN1Data);
    rb_define_attr(cASN1Primitive, "tagging", 1, 1);
    rb_define_method(cASN1Primitive, "initialize", typed_initialize, -1);
    rb_define_method(cASN1Primitive, "to_der", primitive_to_der, 0);

    cASN1Constructive = rb_define_class_under(mASN1, "Constructive", cASN1Data);
    rb_include_module(cASN1Constructive, rb_mEnumerable);
    rb_define_attr(cASN1Constructive, "tagging", 1, 1);
    rb_define_method(cASN1Constructive, "initialize", typed_initialize, -1);
    rb_define_method(cASN1Constructive, "to_der", constructive_to_der, 0);
    rb_define_method(cASN1Constructive, "each", constructive_each, 0);

    for (i = 0; i < N_TYPES; i++) {
        const struct asn1_type *t = &asn1_types[i];
        int cons = t->tag == V_ASN1_SEQUENCE || t->tag == V_ASN1_SET;
        if (!t->klass) continue;
        type_class[t->tag] = rb_define_class_under(mASN1, t->klass,
                                                   cons ? cASN1Constructive : cASN1Primitive);
        rb_define_module_function(mASN1, t->klass, asn1_make, -1);
    }
    cASN1Boolean = type_class[V_ASN1_BOOLEAN];
    cASN1Integer = type_class[V_ASN1_INTEGER];
    cASN1Enumerated = type_class[V_ASN1_ENUMERATED];
    cASN1BitString = type_class[V_ASN1_BIT_STRING];
    cASN1Null = type_class[V_ASN1_NULL];
    cASN1ObjectId = type_class[V_ASN1_OBJECT];
    cASN1UTCTime = type_class[V_ASN1_UTCTIME];
    cASN1GeneralizedTime = type_class[V_ASN1_GENERALIZEDTIME];
    cASN1Sequence = type_class[V_ASN1_SEQUENCE];
    cASN1Set = type_class[V_ASN1_SET];
    rb_define_attr(cASN1BitString, "unused_bits", 1, 1);
    rb_define_singleton_method(cASN1ObjectId, "register", objectid_register, 3);
    rb_define_method(cASN1ObjectId, "sn", objectid_sn, 0);
    rb_define_method(cASN1ObjectId, "ln", objectid_ln, 0);
    rb_define_method(cASN1ObjectId, "oid", objectid_oid, 0);
    rb_define_alias(cASN1ObjectId, "short_name", "sn");
    rb_define_alias(cASN1ObjectId, "long_name", "ln");
    for (i = 0; i < 31; i++)
        if (type_class[i]) rb_global_variable(&type_class[i]);
}
