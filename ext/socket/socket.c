/* socket.c - the socket extension (a first part of 1.8.7's): BasicSocket,
 * IPSocket, TCPSocket, TCPServer, UNIXSocket, UNIXServer, SocketError and
 * class Socket with its constants and gethostname.  Sockets are IOs over
 * their descriptor; connect, accept and name lookups wait without
 * stopping the other Ruby threads (lookups run in a blocking region). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1   /* EAI_ADDRFAMILY, EAI_NODATA */
#endif
#define RUBY_IO_FD_ONLY 1   /* works on descriptors, no stdio FILE (rubyio.h) */
#include "ruby.h"
#include "rubyio.h"
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <netdb.h>
#ifdef HAVE_NETINET_TCP_H
#include <netinet/tcp.h>
#include <netinet/udp.h>
#endif
#ifdef HAVE_SYS_UN_H
#include <sys/un.h>
#endif
#include "util.h"

static VALUE cBasicSocket, cIPSocket, cTCPSocket, cTCPServer;
static VALUE cUNIXSocket, cUNIXServer, cUDPSocket, cSocket, eSocket;
static int do_not_reverse_lookup;

/* ---------------------------------------------------------------- the IO */

/* a new socket object of klass over fd, read-write and unbuffered on
 * writes, as 1.8.7's */
static VALUE
sock_init(VALUE sock, int fd)
{
    rb_io_t *fptr;

    MakeOpenFile(sock, fptr);
    fptr->fd = fd;
    fptr->mode = FMODE_READWRITE;
    rb_io_synchronized(fptr);
    return sock;
}

static VALUE
sock_wrap(VALUE klass, int fd)
{
    return sock_init(rb_obj_alloc(klass), fd);
}

static int
sock_fd(VALUE sock)
{
    rb_io_t *fptr;
    GetOpenFile(sock, fptr);
    return fptr->fd;
}

static void
set_nonblock(int fd, int on)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0) rb_sys_fail("fcntl(2)");
    fl = on ? (fl | O_NONBLOCK) : (fl & ~O_NONBLOCK);
    if (fcntl(fd, F_SETFL, fl) < 0) rb_sys_fail("fcntl(2)");
}

/* ---------------------------------------------------------------- lookups */

struct lookup {
    const char *host, *serv;
    struct addrinfo hints, *res;
    int err;
};

static VALUE
lookup_run(void *arg)
{
    struct lookup *l = arg;
    l->err = getaddrinfo(l->host, l->serv, &l->hints, &l->res);
    return Qnil;
}

/* the node getaddrinfo gets for a host argument.  nil is none (the
   loopback, or any address with AI_PASSIVE).  Unless raw (Socket.getaddrinfo),
   as 1.8.7: an Integer is an IPv4 address, "" and "<any>" INADDR_ANY,
   "<broadcast>" INADDR_BROADCAST. */
static const char *
host_node(VALUE host, char *buf, size_t len, int raw)
{
    const char *h;

    if (NIL_P(host)) return 0;
    if (!raw && rb_obj_is_kind_of(host, rb_cInteger)) {
        unsigned long a = (unsigned long)NUM2LONG(host) & 0xffffffffUL;
        snprintf(buf, len, "%lu.%lu.%lu.%lu", a >> 24, (a >> 16) & 255, (a >> 8) & 255, a & 255);
        return buf;
    }
    StringValue(host);
    h = RSTRING_PTR(host);
    if (!raw && (RSTRING_LEN(host) == 0 || strcmp(h, "<any>") == 0)) return "0.0.0.0";
    if (!raw && strcmp(h, "<broadcast>") == 0) return "255.255.255.255";
    if (RSTRING_LEN(host) >= (long)len) rb_raise(eSocket, "hostname too long");
    strcpy(buf, h);
    return buf;
}

/* the service for a port argument: nil none, a Fixnum its digits, else a String */
static const char *
port_serv(VALUE port, char *buf, size_t len)
{
    if (NIL_P(port)) return 0;
    if (FIXNUM_P(port)) snprintf(buf, len, "%ld", FIX2LONG(port));
    else snprintf(buf, len, "%s", StringValueCStr(port));
    return buf;
}

/* getaddrinfo outside the interpreter (other threads run meanwhile) */
static struct addrinfo *
lookup_hints(VALUE host, VALUE port, const struct addrinfo *hints, int raw)
{
    struct lookup l;
    char hbuf[1025], pbuf[32];

    memset(&l, 0, sizeof(l));
    l.host = host_node(host, hbuf, sizeof(hbuf), raw);
    l.serv = port_serv(port, pbuf, sizeof(pbuf));
    l.hints = *hints;
    /* a numeric (or no) host needs no resolver: 1.8.7 switches no thread */
    l.hints.ai_flags |= AI_NUMERICHOST;
    lookup_run(&l);
    l.hints.ai_flags = hints->ai_flags;
#ifdef HAVE_RB_THREAD_BLOCKING_REGION
    if (l.err == EAI_NONAME) rb_thread_blocking_region(lookup_run, &l, RUBY_UBF_IO, 0);
#else
    if (l.err == EAI_NONAME) lookup_run(&l);
#endif
    if (l.err) rb_raise(eSocket, "getaddrinfo: %s", gai_strerror(l.err));
    return l.res;
}

static struct addrinfo *
lookup(VALUE host, VALUE port, int socktype, int passive)
{
    struct addrinfo hints;

    memset(&hints, 0, sizeof(hints));
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = socktype;
    if (passive) hints.ai_flags = AI_PASSIVE;
    return lookup_hints(host, port, &hints, 0);
}

/* ["AF_INET", port, host name (or the address), address] */
static VALUE
ip_addr_ary(struct sockaddr *sa, socklen_t len)
{
    char host[1025], serv[32], name[1025];
    const char *family = sa->sa_family == AF_INET6 ? "AF_INET6" : "AF_INET";
    int err;

    err = getnameinfo(sa, len, host, sizeof(host), serv, sizeof(serv),
                      NI_NUMERICHOST | NI_NUMERICSERV);
    if (err) rb_raise(eSocket, "getnameinfo: %s", gai_strerror(err));
    if (do_not_reverse_lookup ||
        getnameinfo(sa, len, name, sizeof(name), 0, 0, NI_NAMEREQD) != 0)
        strcpy(name, host);
    return rb_ary_new3(4, rb_str_new2(family), INT2FIX(atoi(serv)),
                       rb_str_new2(name), rb_str_new2(host));
}

/* ---------------------------------------------------------------- TCP */

/* connects fd to ai; other threads run while the connection is made */
/* waits until fd is readable (or writable): other threads run meanwhile;
   when alone, as a blocking select that a signal's handler interrupts
   (rb_thread_wait_fd returns at once then, and a retry loop would spin) */
static void
sock_wait(int fd, int writing)
{
    fd_set set;

    if (fd < 0 || fd >= FD_SETSIZE) {
        if (writing) rb_thread_fd_writable(fd); else rb_thread_wait_fd(fd);
        return;
    }
    FD_ZERO(&set);
    FD_SET(fd, &set);
    rb_thread_select(fd + 1, writing ? 0 : &set, writing ? &set : 0, 0, 0);
}

static int
connect_wait(int fd, struct sockaddr *addr, socklen_t len)
{
    int err = 0;
    socklen_t elen = sizeof(err);

    set_nonblock(fd, 1);
    /* a UNIX server's full backlog: other threads run (accept), then again */
    while (connect(fd, addr, len) < 0) {
        if (errno == EAGAIN) { rb_thread_polling(); continue; }
        if (errno != EINPROGRESS) return -1;
        sock_wait(fd, 1);
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &elen) < 0) return -1;
        if (err) { errno = err; return -1; }
        break;
    }
    set_nonblock(fd, 0);
    return 0;
}

/* a socket of the first address of res that connects (or binds and
 * listens, for a server); raises the last failure's Errno */
static int
open_inet(struct addrinfo *res, int server, struct addrinfo *local)
{
    struct addrinfo *ai;
    const char *syscall = server ? "bind(2)" : "connect(2)";
    int fd = -1, e = 0;

    for (ai = res; ai; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd < 0) { e = errno; syscall = "socket(2)"; continue; }
        if (server) {
            int on = 1;
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof(on));
            if (bind(fd, ai->ai_addr, ai->ai_addrlen) == 0) {
                if (listen(fd, 5) == 0) break;
                syscall = "listen(2)";
            }
        }
        else {
            if (local && bind(fd, local->ai_addr, local->ai_addrlen) < 0) syscall = "bind(2)";
            else if (connect_wait(fd, ai->ai_addr, ai->ai_addrlen) == 0) break;
        }
        e = errno;
        close(fd);
        fd = -1;
    }
    if (fd < 0) {
        errno = e;
        rb_sys_fail(syscall);
    }
    return fd;
}

struct inet_args {
    VALUE klass, host, port, lhost, lport;
    int server;
    struct addrinfo *res, *lres;
};

static VALUE
inet_open(VALUE arg)
{
    struct inet_args *a = (struct inet_args *)arg;
    int fd;

    a->res = lookup(a->host, a->port, SOCK_STREAM, a->server);
    if (!NIL_P(a->lhost) || !NIL_P(a->lport)) a->lres = lookup(a->lhost, a->lport, SOCK_STREAM, 1);
    fd = open_inet(a->res, a->server, a->lres);
    return sock_init(a->klass, fd);
}

static VALUE
inet_free(VALUE arg)
{
    struct inet_args *a = (struct inet_args *)arg;
    if (a->res) freeaddrinfo(a->res);
    if (a->lres) freeaddrinfo(a->lres);
    return Qnil;
}

static VALUE
inet_new(VALUE klass, VALUE host, VALUE port, VALUE lhost, VALUE lport, int server)
{
    struct inet_args a;

    memset(&a, 0, sizeof(a));
    a.klass = klass;
    a.host = host;
    a.port = port;
    a.lhost = lhost;
    a.lport = lport;
    a.server = server;
    rb_secure(3);
    return rb_ensure(inet_open, (VALUE)&a, inet_free, (VALUE)&a);
}

/* TCPSocket.new(host, port, local_host = nil, local_port = nil) */
static VALUE
tcp_init(int argc, VALUE *argv, VALUE klass)
{
    VALUE host, port, lhost, lport;
    rb_scan_args(argc, argv, "22", &host, &port, &lhost, &lport);
    return inet_new(klass, host, port, lhost, lport, 0);
}

/* TCPServer.new(host = nil, port) */
static VALUE
tcp_svr_init(int argc, VALUE *argv, VALUE klass)
{
    VALUE host, port;
    if (rb_scan_args(argc, argv, "11", &host, &port) == 1) {
        port = host;
        host = Qnil;
    }
    return inet_new(klass, host, port, Qnil, Qnil, 1);
}

/* accepts a connection on sock, waiting (other threads run) unless
 * nonblock; the peer's address in *ss */
static int
accept_on(VALUE sock, int nonblock, struct sockaddr_storage *ss, socklen_t *len)
{
    int fd = sock_fd(sock), c;

    set_nonblock(fd, 1);
    if (!nonblock) rb_thread_wait_fd(fd);   /* 1.8.7: a switch point */
    for (;;) {
        *len = sizeof(*ss);
        c = accept(fd, (struct sockaddr *)ss, len);
        if (c >= 0) return c;
        if (nonblock || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
            rb_sys_fail("accept(2)");
        sock_wait(fd, 0);
    }
}

static int
accept_wait(VALUE sock)
{
    struct sockaddr_storage ss;
    socklen_t len;
    return accept_on(sock, 0, &ss, &len);
}

static VALUE
tcp_accept(VALUE server)
{
    return sock_wrap(cTCPSocket, accept_wait(server));
}

static VALUE
tcp_accept_nonblock(VALUE server)
{
    struct sockaddr_storage ss;
    socklen_t len;
    return sock_wrap(cTCPSocket, accept_on(server, 1, &ss, &len));
}

/* sysaccept: the accepted connection's descriptor */
static VALUE
svr_sysaccept(VALUE server)
{
    return INT2FIX(accept_wait(server));
}

static VALUE
sock_listen(VALUE sock, VALUE backlog)
{
    rb_secure(4);
    if (listen(sock_fd(sock), NUM2INT(backlog)) < 0) rb_sys_fail("listen(2)");
    return INT2FIX(0);
}

/* ---------------------------------------------------------------- IPSocket */

static VALUE
ip_addr(VALUE sock)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof(ss);

    if (getsockname(sock_fd(sock), (struct sockaddr *)&ss, &len) < 0) rb_sys_fail("getsockname(2)");
    return ip_addr_ary((struct sockaddr *)&ss, len);
}

static VALUE
ip_peeraddr(VALUE sock)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof(ss);

    if (getpeername(sock_fd(sock), (struct sockaddr *)&ss, &len) < 0) rb_sys_fail("getpeername(2)");
    return ip_addr_ary((struct sockaddr *)&ss, len);
}

/* IPSocket.getaddress(host): its first address, as text */
static VALUE
ip_s_getaddress(VALUE klass, VALUE host)
{
    struct addrinfo *res = lookup(host, Qnil, SOCK_STREAM, 0);
    char buf[1025];
    int err = getnameinfo(res->ai_addr, res->ai_addrlen, buf, sizeof(buf), 0, 0, NI_NUMERICHOST);

    freeaddrinfo(res);
    if (err) rb_raise(eSocket, "getnameinfo: %s", gai_strerror(err));
    return rb_str_new2(buf);
}

/* ---------------------------------------------------------------- BasicSocket */

static VALUE
bsock_s_do_not_reverse_lookup(VALUE klass)
{
    return do_not_reverse_lookup ? Qtrue : Qfalse;
}

static VALUE
bsock_s_set_do_not_reverse_lookup(VALUE klass, VALUE val)
{
    rb_secure(4);
    do_not_reverse_lookup = RTEST(val);
    return val;
}

/* shutdown(how = 2) */
static VALUE
bsock_shutdown(int argc, VALUE *argv, VALUE sock)
{
    VALUE how;
    int h = 2;

    if (rb_scan_args(argc, argv, "01", &how) == 1) {
        h = NUM2INT(how);
        if (h < 0 || h > 2) rb_raise(rb_eArgError, "`how' should be either 0, 1, 2");
    }
    if (shutdown(sock_fd(sock), h) < 0) rb_sys_fail("shutdown(2)");
    return INT2FIX(0);
}

/* setsockopt(level, optname, value): value an Integer, true/false or a
 * packed String */
static VALUE
bsock_setsockopt(VALUE sock, VALUE lev, VALUE optname, VALUE val)
{
    int i;
    const void *p;
    socklen_t len;

    switch (TYPE(val)) {
      case T_FIXNUM: case T_BIGNUM:
        i = NUM2INT(val); p = &i; len = sizeof(i); break;
      case T_FALSE: case T_TRUE:
        i = val == Qtrue; p = &i; len = sizeof(i); break;
      default:
        StringValue(val);
        p = RSTRING_PTR(val); len = RSTRING_LEN(val); break;
    }
    if (setsockopt(sock_fd(sock), NUM2INT(lev), NUM2INT(optname), p, len) < 0)
        rb_sys_fail(0);
    return INT2FIX(0);
}

/* getsockopt(level, optname): the option's bytes */
static VALUE
bsock_getsockopt(VALUE sock, VALUE lev, VALUE optname)
{
    char buf[256];
    socklen_t len = sizeof(buf);

    if (getsockopt(sock_fd(sock), NUM2INT(lev), NUM2INT(optname), buf, &len) < 0)
        rb_sys_fail(0);
    return rb_str_new(buf, len);
}

/* close_read/close_write: shut that direction down (the socket closes
 * when neither is left) */
static VALUE
bsock_close_half(VALUE sock, int writing)
{
    rb_io_t *fptr;
    int other = writing ? FMODE_READABLE : FMODE_WRITABLE;

    if (rb_safe_level() >= 4 && !OBJ_TAINTED(sock))
        rb_raise(rb_eSecurityError, "Insecure: can't close socket");
    GetOpenFile(sock, fptr);
    if (!(fptr->mode & other)) return rb_io_close(sock);
    if (writing) rb_io_fflush(fptr);
    shutdown(fptr->fd, writing ? SHUT_WR : SHUT_RD);
    fptr->mode &= writing ? ~FMODE_WRITABLE : ~FMODE_READABLE;
    return Qnil;
}

static VALUE bsock_close_read(VALUE sock) { return bsock_close_half(sock, 0); }
static VALUE bsock_close_write(VALUE sock) { return bsock_close_half(sock, 1); }

static VALUE
bsock_getsockname(VALUE sock)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof(ss);

    if (getsockname(sock_fd(sock), (struct sockaddr *)&ss, &len) < 0) rb_sys_fail("getsockname(2)");
    return rb_str_new((char *)&ss, len);
}

static VALUE
bsock_getpeername(VALUE sock)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof(ss);

    if (getpeername(sock_fd(sock), (struct sockaddr *)&ss, &len) < 0) rb_sys_fail("getpeername(2)");
    return rb_str_new((char *)&ss, len);
}

/* ---------------------------------------------------------------- datagrams */

/* send(mesg, flags, to = nil): to is a packed sockaddr */
static VALUE
bsock_send(int argc, VALUE *argv, VALUE sock)
{
    VALUE mesg, flags, to;
    int fd = sock_fd(sock);
    ssize_t n;

    rb_scan_args(argc, argv, "21", &mesg, &flags, &to);
    StringValue(mesg);
    if (!NIL_P(to)) StringValue(to);
    rb_thread_fd_writable(fd);
    /* a full buffer (EAGAIN, as MSG_DONTWAIT or a non-blocking descriptor
       give) waits until writable, other threads running, and sends again */
    for (;;) {
        if (NIL_P(to)) n = send(fd, RSTRING_PTR(mesg), RSTRING_LEN(mesg), NUM2INT(flags));
        else n = sendto(fd, RSTRING_PTR(mesg), RSTRING_LEN(mesg), NUM2INT(flags),
                        (struct sockaddr *)RSTRING_PTR(to), (socklen_t)RSTRING_LEN(to));
        if (n >= 0) return LONG2NUM(n);
        if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) rb_sys_fail("send(2)");
        sock_wait(fd, 1);
    }
}

/* how recv* present the sender: not at all, as ["AF_INET", port, name,
   address], as the packed sockaddr, or as ["AF_UNIX", path] */
enum recv_from { FROM_NONE, FROM_IP, FROM_PACKED, FROM_UNIX };

static VALUE
recv_sender(enum recv_from from, struct sockaddr_storage *ss, socklen_t len)
{
    struct sockaddr_un *sun = (struct sockaddr_un *)ss;

    switch (from) {
      case FROM_IP:             /* a connected stream names no sender */
        return len == 0 ? Qnil : ip_addr_ary((struct sockaddr *)ss, len);
      case FROM_PACKED: return rb_str_new((char *)ss, len);
      case FROM_UNIX:
        return rb_ary_new3(2, rb_str_new2("AF_UNIX"),
                           rb_str_new2(len > sizeof(sun->sun_family) && ss->ss_family == AF_UNIX ? sun->sun_path : ""));
      default: return Qnil;
    }
}

/* recv(len, flags = 0) and the recvfrom forms: waits for data (other
 * threads run) unless nonblock; the string, or [string, sender] */
static VALUE
sock_recv(int argc, VALUE *argv, VALUE sock, int nonblock, enum recv_from from)
{
    VALUE len, flags, str;
    struct sockaddr_storage ss;
    socklen_t slen;
    rb_io_t *fptr;
    int fd;
    ssize_t n;

    GetOpenFile(sock, fptr);
    fd = fptr->fd;
    rb_scan_args(argc, argv, "11", &len, &flags);
    if (rb_io_read_pending(fptr)) rb_raise(rb_eIOError, "recv for buffered IO");
    str = rb_str_new(0, NUM2LONG(len));
    if (!nonblock) rb_thread_wait_fd(fd);   /* 1.8.7: a switch point */
    for (;;) {
        slen = sizeof(ss);
        memset(&ss, 0, sizeof(ss));
        n = recvfrom(fd, RSTRING_PTR(str), RSTRING_LEN(str),
                     (NIL_P(flags) ? 0 : NUM2INT(flags)) | MSG_DONTWAIT,
                     (struct sockaddr *)&ss, &slen);
        if (n >= 0) break;
        if (nonblock || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
            rb_sys_fail("recvfrom(2)");
        sock_wait(fd, 0);
    }
    rb_str_resize(str, n);
    OBJ_TAINT(str);
    if (from == FROM_NONE) return str;
    return rb_assoc_new(str, recv_sender(from, &ss, slen));
}

static VALUE bsock_recv(int argc, VALUE *argv, VALUE sock) { return sock_recv(argc, argv, sock, 0, FROM_NONE); }
static VALUE bsock_recv_nonblock(int argc, VALUE *argv, VALUE sock) { return sock_recv(argc, argv, sock, 1, FROM_NONE); }
static VALUE ip_recvfrom(int argc, VALUE *argv, VALUE sock) { return sock_recv(argc, argv, sock, 0, FROM_IP); }
static VALUE udp_recvfrom_nonblock(int argc, VALUE *argv, VALUE sock) { return sock_recv(argc, argv, sock, 1, FROM_IP); }
static VALUE sock_recvfrom(int argc, VALUE *argv, VALUE sock) { return sock_recv(argc, argv, sock, 0, FROM_PACKED); }
static VALUE sock_recvfrom_nonblock(int argc, VALUE *argv, VALUE sock) { return sock_recv(argc, argv, sock, 1, FROM_PACKED); }
static VALUE unix_recvfrom(int argc, VALUE *argv, VALUE sock) { return sock_recv(argc, argv, sock, 0, FROM_UNIX); }

/* UDPSocket.new(family = Socket::AF_INET) */
static VALUE
udp_init(int argc, VALUE *argv, VALUE self)
{
    VALUE family;
    int fd;

    rb_secure(3);
    rb_scan_args(argc, argv, "01", &family);
    fd = socket(NIL_P(family) ? AF_INET : NUM2INT(family), SOCK_DGRAM, 0);
    if (fd < 0) rb_sys_fail("socket(2) - udp");
    return sock_init(self, fd);
}

/* bind or connect sock to the first address of host, port that takes
   (nil is the loopback, as in 1.8.7) */
static VALUE
udp_attach(VALUE sock, VALUE host, VALUE port, int binding)
{
    struct addrinfo hints, *res, *ai;
    int fd = sock_fd(sock), r = -1;

    /* any family, as 1.8.7: an address of another family than the
       socket's fails in bind/connect (EAFNOSUPPORT), not in the lookup */
    memset(&hints, 0, sizeof(hints));
    hints.ai_socktype = SOCK_DGRAM;
    hints.ai_family = AF_UNSPEC;
    res = lookup_hints(host, port, &hints, 0);

    for (ai = res; ai; ai = ai->ai_next) {
        r = binding ? bind(fd, ai->ai_addr, ai->ai_addrlen) : connect(fd, ai->ai_addr, ai->ai_addrlen);
        if (r == 0) break;
    }
    freeaddrinfo(res);
    if (r < 0) rb_sys_fail(binding ? "bind(2)" : "connect(2)");
    return INT2FIX(0);
}

static VALUE udp_bind(VALUE sock, VALUE host, VALUE port) { return udp_attach(sock, host, port, 1); }
static VALUE udp_connect(VALUE sock, VALUE host, VALUE port) { return udp_attach(sock, host, port, 0); }

/* UDPSocket#send(mesg, flags, host = nil, port = nil) */
static VALUE
udp_send(int argc, VALUE *argv, VALUE sock)
{
    VALUE mesg, flags, host, port;
    struct addrinfo *res, *ai;
    int fd = sock_fd(sock);
    ssize_t n = -1;

    if (argc == 2 || argc == 3) return bsock_send(argc, argv, sock);
    rb_scan_args(argc, argv, "4", &mesg, &flags, &host, &port);
    StringValue(mesg);
    res = lookup(host, port, SOCK_DGRAM, 0);
    for (ai = res; ai; ai = ai->ai_next) {
        n = sendto(fd, RSTRING_PTR(mesg), RSTRING_LEN(mesg), NUM2INT(flags), ai->ai_addr, ai->ai_addrlen);
        if (n >= 0) break;
    }
    freeaddrinfo(res);
    if (n < 0) rb_sys_fail("sendto(2)");
    return LONG2NUM(n);
}

/* ---------------------------------------------------------------- lookups and sockaddrs */

/* a family argument: nil any, a Fixnum itself, "AF_INET" and "AF_INET6"
   by name, any other String any (1.8.7) */
static int
family_arg(VALUE f)
{
    if (NIL_P(f)) return AF_UNSPEC;
    if (FIXNUM_P(f)) return FIX2INT(f);
    StringValue(f);
    if (strcmp(RSTRING_PTR(f), "AF_INET") == 0) return AF_INET;
    if (strcmp(RSTRING_PTR(f), "AF_INET6") == 0) return AF_INET6;
    return AF_UNSPEC;
}

/* Socket.getaddrinfo(host, port, family = nil, socktype = nil, protocol =
 * nil, flags = nil): [[family name, port, host name, address, family,
 * socktype, protocol], ...] */
static VALUE
sock_s_getaddrinfo(int argc, VALUE *argv, VALUE klass)
{
    VALUE host, port, family, socktype, protocol, flags, list = rb_ary_new();
    struct addrinfo *res, *ai;

    struct addrinfo hints;

    rb_scan_args(argc, argv, "24", &host, &port, &family, &socktype, &protocol, &flags);
    memset(&hints, 0, sizeof(hints));
    hints.ai_family = family_arg(family);
    hints.ai_socktype = NIL_P(socktype) ? 0 : NUM2INT(socktype);
    hints.ai_protocol = NIL_P(protocol) ? 0 : NUM2INT(protocol);
    hints.ai_flags = NIL_P(flags) ? 0 : NUM2INT(flags);
    res = lookup_hints(host, port, &hints, 1);
    for (ai = res; ai; ai = ai->ai_next) {
        VALUE a = ip_addr_ary(ai->ai_addr, ai->ai_addrlen);
        rb_ary_push(a, INT2FIX(ai->ai_family));
        rb_ary_push(a, INT2FIX(ai->ai_socktype));
        rb_ary_push(a, INT2FIX(ai->ai_protocol));
        rb_ary_push(list, a);
    }
    freeaddrinfo(res);
    return list;
}

/* Socket.sockaddr_in(port, host): the packed sockaddr */
static VALUE
sock_s_pack_sockaddr_in(VALUE klass, VALUE port, VALUE host)
{
    struct addrinfo *res = lookup(host, port, SOCK_STREAM, 0);
    VALUE sa = rb_str_new((char *)res->ai_addr, res->ai_addrlen);

    freeaddrinfo(res);
    OBJ_INFECT(sa, port);
    OBJ_INFECT(sa, host);
    return sa;
}

/* Socket.unpack_sockaddr_in(sa): [port, address] */
static VALUE
sock_s_unpack_sockaddr_in(VALUE klass, VALUE sa)
{
    struct sockaddr *s;
    char host[1025], serv[32];

    StringValue(sa);
    s = (struct sockaddr *)RSTRING_PTR(sa);
    if (RSTRING_LEN(sa) < (long)sizeof(s->sa_family) ||
        (s->sa_family != AF_INET && s->sa_family != AF_INET6))
        rb_raise(rb_eArgError, "not an AF_INET/AF_INET6 sockaddr");
    if (getnameinfo(s, RSTRING_LEN(sa), host, sizeof(host), serv, sizeof(serv),
                    NI_NUMERICHOST | NI_NUMERICSERV) != 0)
        rb_raise(rb_eArgError, "not an AF_INET/AF_INET6 sockaddr");
    return rb_assoc_new(INT2FIX(atoi(serv)), rb_str_new2(host));
}

/* Socket.getnameinfo(sockaddr or [family, port, host(, address)], flags = 0).
 * As 1.8.7: a packed sockaddr must be as long as its family's; an array
 * (its 4th element, when not nil, is the host) is looked up.  */
static VALUE
sock_s_getnameinfo(int argc, VALUE *argv, VALUE klass)
{
    VALUE sa, flags;
    char host[1025], serv[32];
    int err, fl;
    struct addrinfo *res = 0;
    struct sockaddr *addr;
    socklen_t alen;

    rb_scan_args(argc, argv, "11", &sa, &flags);
    fl = NIL_P(flags) ? 0 : NUM2INT(flags);
    if (TYPE(sa) == T_STRING) {
        size_t want = sizeof(struct sockaddr);

        addr = (struct sockaddr *)RSTRING_PTR(sa);
        alen = RSTRING_LEN(sa);
        if (alen >= sizeof(addr->sa_family)) {
            if (addr->sa_family == AF_INET) want = sizeof(struct sockaddr_in);
            else if (addr->sa_family == AF_INET6) want = sizeof(struct sockaddr_in6);
        }
        if ((size_t)alen != want) rb_raise(rb_eTypeError, "sockaddr size differs - should not happen");
    }
    else if (TYPE(sa) == T_ARRAY) {
        VALUE fam, port, h;
        struct addrinfo hints;
        char pbuf[32];
        const char *hs, *ps = 0;

        if (RARRAY_LEN(sa) < 3)
            rb_raise(rb_eArgError, "array size should be 3 or 4, %ld given", RARRAY_LEN(sa));
        fam = rb_ary_entry(sa, 0);
        port = rb_ary_entry(sa, 1);
        h = rb_ary_entry(sa, 2);
        if (RARRAY_LEN(sa) >= 4 && !NIL_P(rb_ary_entry(sa, 3))) h = rb_ary_entry(sa, 3);
        hs = NIL_P(h) ? 0 : StringValueCStr(h);
        if (FIXNUM_P(port)) { snprintf(pbuf, sizeof(pbuf), "%ld", FIX2LONG(port)); ps = pbuf; }
        else if (!NIL_P(port)) ps = StringValueCStr(port);
        memset(&hints, 0, sizeof(hints));
        hints.ai_family = family_arg(fam);
        err = getaddrinfo(hs, ps, &hints, &res);
        if (err) rb_raise(eSocket, "getaddrinfo: %s", gai_strerror(err));
        addr = res->ai_addr;
        alen = res->ai_addrlen;
    }
    else {
        rb_raise(rb_eTypeError, "expecting String or Array");
    }
    err = getnameinfo(addr, alen, host, sizeof(host), serv, sizeof(serv), fl);
    if (res) freeaddrinfo(res);
    if (err) rb_raise(eSocket, "getnameinfo: %s", gai_strerror(err));
    return rb_assoc_new(rb_str_new2(host), rb_str_new2(serv));
}

/* [official name, aliases, family, address...] of host, the addresses
 * packed (Socket) or as text (TCPSocket) */
static VALUE
hostbyname(VALUE host, int packed)
{
    struct addrinfo *res = lookup(host, Qnil, SOCK_STREAM, 0), *ai;
    VALUE r = rb_ary_new();
    char buf[1025];

    if (rb_obj_is_kind_of(host, rb_cInteger)) {
        getnameinfo(res->ai_addr, res->ai_addrlen, buf, sizeof(buf), 0, 0, NI_NUMERICHOST);
        rb_ary_push(r, rb_str_new2(buf));
    }
    else {
        StringValue(host);
        rb_ary_push(r, rb_str_new2(RSTRING_PTR(host)));
    }
    rb_ary_push(r, rb_ary_new());
    rb_ary_push(r, INT2FIX(res->ai_family));
    for (ai = res; ai; ai = ai->ai_next) {
        if (ai->ai_family != res->ai_family) continue;
        if (packed) {
            if (ai->ai_family == AF_INET)
                rb_ary_push(r, rb_str_new((char *)&((struct sockaddr_in *)ai->ai_addr)->sin_addr, 4));
            else
                rb_ary_push(r, rb_str_new((char *)&((struct sockaddr_in6 *)ai->ai_addr)->sin6_addr, 16));
        }
        else {
            getnameinfo(ai->ai_addr, ai->ai_addrlen, buf, sizeof(buf), 0, 0, NI_NUMERICHOST);
            rb_ary_push(r, rb_str_new2(buf));
        }
    }
    freeaddrinfo(res);
    return r;
}

static VALUE sock_s_gethostbyname(VALUE klass, VALUE host) { return hostbyname(host, 1); }
static VALUE tcp_s_gethostbyname(VALUE klass, VALUE host) { return hostbyname(host, 0); }

/* Socket.getservbyname(name, proto = "tcp"): the port number */
static VALUE
sock_s_getservbyname(int argc, VALUE *argv, VALUE klass)
{
    VALUE name, proto;
    struct servent *se;
    const char *p = "tcp";

    rb_scan_args(argc, argv, "11", &name, &proto);
    StringValue(name);
    if (!NIL_P(proto)) p = StringValueCStr(proto);
    se = getservbyname(RSTRING_PTR(name), p);
    if (se) return INT2FIX(ntohs(se->s_port));
    {
        char *end;
        long port = strtoul(RSTRING_PTR(name), &end, 0);
        if (*end == '\0') return INT2FIX(port);
    }
    rb_raise(eSocket, "no such service %s/%s", RSTRING_PTR(name), p);
    return Qnil;
}

/* ---------------------------------------------------------------- UNIX */

#ifdef HAVE_SYS_UN_H
static void
unix_sockaddr(VALUE path, struct sockaddr_un *sun)
{
    SafeStringValue(path);
    StringValueCStr(path);
    memset(sun, 0, sizeof(*sun));
    sun->sun_family = AF_UNIX;
    if (RSTRING_LEN(path) >= (long)sizeof(sun->sun_path))
        rb_raise(rb_eArgError, "too long unix socket path (max: %dbytes)", (int)sizeof(sun->sun_path) - 1);
    memcpy(sun->sun_path, RSTRING_PTR(path), RSTRING_LEN(path));
}

static VALUE
unix_open(VALUE klass, VALUE path, int server)
{
    struct sockaddr_un sun;
    int fd;

    rb_secure(3);
    unix_sockaddr(path, &sun);
    fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0) rb_sys_fail("socket(2)");
    if (server) {
        if (bind(fd, (struct sockaddr *)&sun, sizeof(sun)) < 0 || listen(fd, 5) < 0) {
            int e = errno;
            close(fd);
            errno = e;
            rb_sys_fail(RSTRING_PTR(path));
        }
    }
    else if (connect_wait(fd, (struct sockaddr *)&sun, sizeof(sun)) < 0) {
        int e = errno;
        close(fd);
        errno = e;
        rb_sys_fail(RSTRING_PTR(path));
    }
    {
        VALUE sock = sock_init(klass, fd);
        rb_io_t *fptr;
        GetOpenFile(sock, fptr);
        /* the local name: a server's path, a client's is unnamed */
        fptr->path = ruby_strdup(server ? RSTRING_PTR(path) : "");
        return sock;
    }
}

static VALUE unix_init(VALUE self, VALUE path) { return unix_open(self, path, 0); }
static VALUE unix_svr_init(VALUE self, VALUE path) { return unix_open(self, path, 1); }

static VALUE
unix_accept(VALUE server)
{
    return sock_wrap(cUNIXSocket, accept_wait(server));
}

static VALUE
unix_accept_nonblock(VALUE server)
{
    struct sockaddr_storage ss;
    socklen_t len;
    return sock_wrap(cUNIXSocket, accept_on(server, 1, &ss, &len));
}

/* the path the socket was opened with, or the bound path */
static VALUE
unix_path(VALUE sock)
{
    rb_io_t *fptr;
    GetOpenFile(sock, fptr);
    if (!fptr->path) {
        struct sockaddr_un sun;
        socklen_t len = sizeof(sun);
        if (getsockname(fptr->fd, (struct sockaddr *)&sun, &len) < 0) rb_sys_fail(0);
        fptr->path = ruby_strdup(len > sizeof(sun.sun_family) ? sun.sun_path : "");
    }
    return rb_str_new2(fptr->path);
}

static VALUE
unix_addr_of(int fd, int peer)
{
    struct sockaddr_un sun;
    socklen_t len = sizeof(sun);

    memset(&sun, 0, sizeof(sun));
    if ((peer ? getpeername(fd, (struct sockaddr *)&sun, &len)
              : getsockname(fd, (struct sockaddr *)&sun, &len)) < 0)
        rb_sys_fail(peer ? "getpeername(2)" : "getsockname(2)");
    return rb_ary_new3(2, rb_str_new2("AF_UNIX"),
                       rb_str_new2(len > sizeof(sun.sun_family) ? sun.sun_path : ""));
}

static VALUE unix_addr(VALUE sock) { return unix_addr_of(sock_fd(sock), 0); }
static VALUE unix_peeraddr(VALUE sock) { return unix_addr_of(sock_fd(sock), 1); }

/* UNIXSocket#send_io(io or descriptor): passes the descriptor (SCM_RIGHTS) */
static VALUE
unix_send_io(VALUE sock, VALUE val)
{
    int fd = sock_fd(sock), pass;
    char dummy = 0, ctl[CMSG_SPACE(sizeof(int))];
    struct iovec iov;
    struct msghdr msg;
    struct cmsghdr *cm;

    if (rb_obj_is_kind_of(val, rb_cIO)) {
        rb_io_t *fptr;
        GetOpenFile(val, fptr);
        pass = fptr->fd >= 0 ? fptr->fd : fptr->fd2;
    }
    else if (FIXNUM_P(val)) pass = FIX2INT(val);
    else rb_raise(rb_eTypeError, "neither IO nor file descriptor");
    memset(&msg, 0, sizeof(msg));
    memset(ctl, 0, sizeof(ctl));
    iov.iov_base = &dummy;
    iov.iov_len = 1;
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = ctl;
    msg.msg_controllen = sizeof(ctl);
    cm = CMSG_FIRSTHDR(&msg);
    cm->cmsg_level = SOL_SOCKET;
    cm->cmsg_type = SCM_RIGHTS;
    cm->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(cm), &pass, sizeof(int));
    while (sendmsg(fd, &msg, 0) < 0) {
        if (errno != EAGAIN && errno != EINTR) rb_sys_fail("sendmsg(2)");
        sock_wait(fd, 1);
    }
    return Qnil;
}

/* UNIXSocket#recv_io(klass = IO, mode = nil): klass.for_fd of the received
   descriptor, or the descriptor itself when klass is nil */
static VALUE
unix_recv_io(int argc, VALUE *argv, VALUE sock)
{
    VALUE klass, mode;
    int fd = sock_fd(sock), got;
    char dummy, ctl[CMSG_SPACE(sizeof(int))];
    struct iovec iov;
    struct msghdr msg;
    struct cmsghdr *cm;

    if (rb_scan_args(argc, argv, "02", &klass, &mode) == 0) klass = rb_cIO;
    rb_thread_wait_fd(fd);   /* 1.8.7: a switch point */
    for (;;) {
        memset(&msg, 0, sizeof(msg));
        iov.iov_base = &dummy;
        iov.iov_len = 1;
        msg.msg_iov = &iov;
        msg.msg_iovlen = 1;
        msg.msg_control = ctl;
        msg.msg_controllen = sizeof(ctl);
        if (recvmsg(fd, &msg, MSG_DONTWAIT) >= 0) break;
        if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) rb_sys_fail("recvmsg(2)");
        sock_wait(fd, 0);
    }
    cm = msg.msg_controllen >= sizeof(struct cmsghdr) ? CMSG_FIRSTHDR(&msg) : 0;
    if (!cm || cm->cmsg_level != SOL_SOCKET || cm->cmsg_type != SCM_RIGHTS)
        rb_raise(eSocket, "file descriptor was not passed (msg_controllen=%d, %d expected)",
                 (int)msg.msg_controllen, (int)CMSG_SPACE(sizeof(int)));
    memcpy(&got, CMSG_DATA(cm), sizeof(int));
    if (NIL_P(klass)) return INT2FIX(got);
    if (NIL_P(mode)) return rb_funcall(klass, rb_intern("for_fd"), 1, INT2FIX(got));
    return rb_funcall(klass, rb_intern("for_fd"), 2, INT2FIX(got), mode);
}

/* UNIXSocket.pair(type = Socket::SOCK_STREAM, protocol = 0) */
static VALUE
unix_s_pair(int argc, VALUE *argv, VALUE klass)
{
    VALUE type, proto;
    int sv[2], t = SOCK_STREAM, p = 0;

    rb_scan_args(argc, argv, "02", &type, &proto);
    if (!NIL_P(type)) t = NUM2INT(type);
    if (!NIL_P(proto)) p = NUM2INT(proto);
    if (socketpair(AF_UNIX, t, p, sv) < 0) rb_sys_fail("socketpair(2)");
    return rb_assoc_new(sock_wrap(klass, sv[0]), sock_wrap(klass, sv[1]));
}
#endif

/* ---------------------------------------------------------------- Socket */

/* a domain or type argument of Socket.new and Socket.pair: an Integer, or
   one of the names 1.8.7 knows there (SocketError for another String) */
static int
sock_name_arg(VALUE v, int domain)
{
    static const struct { const char *name; int value; } domains[] = {
        {"AF_INET", AF_INET}, {"PF_INET", PF_INET}, {"AF_UNIX", AF_UNIX}, {"PF_UNIX", PF_UNIX},
#ifdef PF_AX25
        {"PF_AX25", PF_AX25},
#endif
#ifdef PF_IPX
        {"PF_IPX", PF_IPX},
#endif
        {0, 0}
    }, types[] = {
        {"SOCK_STREAM", SOCK_STREAM}, {"SOCK_DGRAM", SOCK_DGRAM}, {"SOCK_RAW", SOCK_RAW},
#ifdef SOCK_SEQPACKET
        {"SOCK_SEQPACKET", SOCK_SEQPACKET},
#endif
#ifdef SOCK_RDM
        {"SOCK_RDM", SOCK_RDM},
#endif
#ifdef SOCK_PACKET
        {"SOCK_PACKET", SOCK_PACKET},
#endif
        {0, 0}
    };
    int i;

    if (TYPE(v) != T_STRING) return NUM2INT(v);
    for (i = 0; (domain ? domains : types)[i].name; i++)
        if (strcmp(RSTRING_PTR(v), (domain ? domains : types)[i].name) == 0)
            return (domain ? domains : types)[i].value;
    rb_raise(eSocket, "unknown socket %s %s", domain ? "domain" : "type", RSTRING_PTR(v));
    return 0;                   /* not reached */
}

/* Socket.new(domain, type, protocol) */
static VALUE
sock_initialize(VALUE self, VALUE domain, VALUE type, VALUE proto)
{
    int fd, d, t;

    rb_secure(3);
    d = sock_name_arg(domain, 1);
    t = sock_name_arg(type, 0);
    fd = socket(d, t, NUM2INT(proto));
    if (fd < 0) rb_sys_fail("socket(2)");
    return sock_init(self, fd);
}

/* Socket.pair(domain, type, protocol) */
static VALUE
sock_s_pair(VALUE klass, VALUE domain, VALUE type, VALUE proto)
{
    int sv[2], d, t;

    d = sock_name_arg(domain, 1);
    t = sock_name_arg(type, 0);
    if (socketpair(d, t, NUM2INT(proto), sv) < 0)
        rb_sys_fail("socketpair(2)");
    return rb_assoc_new(sock_wrap(klass, sv[0]), sock_wrap(klass, sv[1]));
}

/* BasicSocket.for_fd(fd): a socket object over an open descriptor */
static VALUE
bsock_s_for_fd(VALUE klass, VALUE fd)
{
    return sock_wrap(klass, NUM2INT(fd));
}

static VALUE
sock_connect(VALUE sock, VALUE sa)
{
    StringValue(sa);
    if (connect_wait(sock_fd(sock), (struct sockaddr *)RSTRING_PTR(sa), RSTRING_LEN(sa)) < 0)
        rb_sys_fail("connect(2)");
    return INT2FIX(0);
}

static VALUE
sock_connect_nonblock(VALUE sock, VALUE sa)
{
    int fd = sock_fd(sock);

    StringValue(sa);
    set_nonblock(fd, 1);
    if (connect(fd, (struct sockaddr *)RSTRING_PTR(sa), RSTRING_LEN(sa)) < 0)
        rb_sys_fail("connect(2)");
    return INT2FIX(0);
}

static VALUE
sock_bind(VALUE sock, VALUE sa)
{
    StringValue(sa);
    if (bind(sock_fd(sock), (struct sockaddr *)RSTRING_PTR(sa), RSTRING_LEN(sa)) < 0)
        rb_sys_fail("bind(2)");
    return INT2FIX(0);
}

/* [connection, its peer's packed sockaddr] */
static VALUE
sock_accept_kind(VALUE sock, int nonblock, int sys)
{
    struct sockaddr_storage ss;
    socklen_t len;
    int fd = accept_on(sock, nonblock, &ss, &len);

    return rb_assoc_new(sys ? INT2FIX(fd) : sock_wrap(cSocket, fd), rb_str_new((char *)&ss, len));
}

static VALUE sock_accept(VALUE sock) { return sock_accept_kind(sock, 0, 0); }
static VALUE sock_accept_nonblock(VALUE sock) { return sock_accept_kind(sock, 1, 0); }
static VALUE sock_sysaccept(VALUE sock) { return sock_accept_kind(sock, 0, 1); }

/* Socket.gethostbyaddr(packed address, family = AF_INET) */
static VALUE
sock_s_gethostbyaddr(int argc, VALUE *argv, VALUE klass)
{
    VALUE addr, family;
    struct hostent *h;
    VALUE r, aliases;
    char **p;

    rb_scan_args(argc, argv, "11", &addr, &family);
    StringValue(addr);
    h = gethostbyaddr(RSTRING_PTR(addr), RSTRING_LEN(addr), NIL_P(family) ? AF_INET : NUM2INT(family));
    if (!h) rb_raise(eSocket, "host not found");
    aliases = rb_ary_new();
    for (p = h->h_aliases; p && *p; p++) rb_ary_push(aliases, rb_str_new2(*p));
    r = rb_ary_new3(3, rb_str_new2(h->h_name), aliases, INT2FIX(h->h_addrtype));
    for (p = h->h_addr_list; p && *p; p++) rb_ary_push(r, rb_str_new(*p, h->h_length));
    return r;
}

#ifdef HAVE_SYS_UN_H
/* Socket.sockaddr_un(path) and Socket.unpack_sockaddr_un(sa) */
static VALUE
sock_s_pack_sockaddr_un(VALUE klass, VALUE path)
{
    struct sockaddr_un sun;
    unix_sockaddr(path, &sun);
    return rb_str_new((char *)&sun, sizeof(sun));
}

static VALUE
sock_s_unpack_sockaddr_un(VALUE klass, VALUE sa)
{
    struct sockaddr_un sun;
    long len, plen;

    StringValue(sa);
    len = RSTRING_LEN(sa);
    if (len > (long)sizeof(sun))
        rb_raise(rb_eTypeError, "too long sockaddr_un - %ld longer than %d", len, (int)sizeof(sun));
    memset(&sun, 0, sizeof(sun));
    memcpy(&sun, RSTRING_PTR(sa), len);
    if (sun.sun_family != AF_UNIX) rb_raise(rb_eArgError, "not an AF_UNIX sockaddr");
    plen = len - (long)offsetof(struct sockaddr_un, sun_path);
    if (plen < 0) plen = 0;
    if (plen == (long)sizeof(sun.sun_path) && !memchr(sun.sun_path, 0, plen))
        rb_raise(rb_eArgError, "sockaddr_un.sun_path not NUL terminated");
    return rb_str_new(sun.sun_path, strnlen(sun.sun_path, plen));
}
#endif

static VALUE
sock_s_gethostname(VALUE klass)
{
    char buf[1025];

    rb_secure(3);
    if (gethostname(buf, sizeof(buf) - 1) < 0) rb_sys_fail("gethostname");
    buf[sizeof(buf) - 1] = '\0';
    return rb_str_new2(buf);
}

/* 1.8.7's constants as C ints (INADDR_BROADCAST is -1) */
static void
define_constants(VALUE mConst)
{
#define SOCK_CONST(name) do { \
        rb_define_const(cSocket, #name, INT2NUM((int)(name))); \
        rb_define_const(mConst, #name, INT2NUM((int)(name))); } while (0)
    SOCK_CONST(AF_INET); SOCK_CONST(PF_INET);
    SOCK_CONST(AF_INET6); SOCK_CONST(PF_INET6);
    SOCK_CONST(AF_UNIX); SOCK_CONST(PF_UNIX);
    SOCK_CONST(AF_UNSPEC); SOCK_CONST(PF_UNSPEC);
    SOCK_CONST(SOCK_STREAM); SOCK_CONST(SOCK_DGRAM); SOCK_CONST(SOCK_RAW);
    SOCK_CONST(SOCK_SEQPACKET);
    SOCK_CONST(SOL_SOCKET); SOCK_CONST(IPPROTO_IP); SOCK_CONST(IPPROTO_TCP);
    SOCK_CONST(IPPROTO_UDP);
    SOCK_CONST(SO_REUSEADDR); SOCK_CONST(SO_KEEPALIVE); SOCK_CONST(SO_BROADCAST);
    SOCK_CONST(SO_LINGER); SOCK_CONST(SO_SNDBUF); SOCK_CONST(SO_RCVBUF);
    SOCK_CONST(SO_ERROR); SOCK_CONST(SO_TYPE); SOCK_CONST(SO_OOBINLINE);
    SOCK_CONST(SO_RCVTIMEO); SOCK_CONST(SO_SNDTIMEO);
#ifdef TCP_NODELAY
    SOCK_CONST(TCP_NODELAY);
#endif
    SOCK_CONST(MSG_OOB); SOCK_CONST(MSG_PEEK); SOCK_CONST(MSG_DONTROUTE);
    SOCK_CONST(SHUT_RD); SOCK_CONST(SHUT_WR); SOCK_CONST(SHUT_RDWR);
    SOCK_CONST(INADDR_ANY); SOCK_CONST(INADDR_LOOPBACK);
    SOCK_CONST(AI_PASSIVE); SOCK_CONST(AI_CANONNAME); SOCK_CONST(AI_NUMERICHOST);
    SOCK_CONST(NI_NUMERICHOST); SOCK_CONST(NI_NUMERICSERV); SOCK_CONST(NI_NAMEREQD);
    /* the rest of 1.8.7's list, where the system has them */
#ifdef AF_APPLETALK
    SOCK_CONST(AF_APPLETALK);
#endif
#ifdef AF_AX25
    SOCK_CONST(AF_AX25);
#endif
#ifdef AF_IPX
    SOCK_CONST(AF_IPX);
#endif
#ifdef AF_ISDN
    SOCK_CONST(AF_ISDN);
#endif
#ifdef AF_LOCAL
    SOCK_CONST(AF_LOCAL);
#endif
#ifdef AF_MAX
    SOCK_CONST(AF_MAX);
#endif
#ifdef AF_ROUTE
    SOCK_CONST(AF_ROUTE);
#endif
#ifdef AF_SNA
    SOCK_CONST(AF_SNA);
#endif
#ifdef AI_ADDRCONFIG
    SOCK_CONST(AI_ADDRCONFIG);
#endif
#ifdef AI_ALL
    SOCK_CONST(AI_ALL);
#endif
#ifdef AI_V4MAPPED
    SOCK_CONST(AI_V4MAPPED);
#endif
#ifdef EAI_ADDRFAMILY
    SOCK_CONST(EAI_ADDRFAMILY);
#endif
#ifdef EAI_AGAIN
    SOCK_CONST(EAI_AGAIN);
#endif
#ifdef EAI_BADFLAGS
    SOCK_CONST(EAI_BADFLAGS);
#endif
#ifdef EAI_FAIL
    SOCK_CONST(EAI_FAIL);
#endif
#ifdef EAI_FAMILY
    SOCK_CONST(EAI_FAMILY);
#endif
#ifdef EAI_MEMORY
    SOCK_CONST(EAI_MEMORY);
#endif
#ifdef EAI_NODATA
    SOCK_CONST(EAI_NODATA);
#endif
#ifdef EAI_NONAME
    SOCK_CONST(EAI_NONAME);
#endif
#ifdef EAI_SERVICE
    SOCK_CONST(EAI_SERVICE);
#endif
#ifdef EAI_SOCKTYPE
    SOCK_CONST(EAI_SOCKTYPE);
#endif
#ifdef EAI_SYSTEM
    SOCK_CONST(EAI_SYSTEM);
#endif
#ifdef INADDR_ALLHOSTS_GROUP
    SOCK_CONST(INADDR_ALLHOSTS_GROUP);
#endif
#ifdef INADDR_BROADCAST
    SOCK_CONST(INADDR_BROADCAST);
#endif
#ifdef INADDR_MAX_LOCAL_GROUP
    SOCK_CONST(INADDR_MAX_LOCAL_GROUP);
#endif
#ifdef INADDR_NONE
    SOCK_CONST(INADDR_NONE);
#endif
#ifdef INADDR_UNSPEC_GROUP
    SOCK_CONST(INADDR_UNSPEC_GROUP);
#endif
#ifdef IPPORT_RESERVED
    SOCK_CONST(IPPORT_RESERVED);
#endif
    SOCK_CONST(IPPORT_USERRESERVED);   /* an enum in glibc */
#ifdef IPPROTO_EGP
    SOCK_CONST(IPPROTO_EGP);
#endif
#ifdef IPPROTO_ICMP
    SOCK_CONST(IPPROTO_ICMP);
#endif
#ifdef IPPROTO_IDP
    SOCK_CONST(IPPROTO_IDP);
#endif
#ifdef IPPROTO_IGMP
    SOCK_CONST(IPPROTO_IGMP);
#endif
#ifdef IPPROTO_PUP
    SOCK_CONST(IPPROTO_PUP);
#endif
#ifdef IPPROTO_RAW
    SOCK_CONST(IPPROTO_RAW);
#endif
#ifdef IPPROTO_TP
    SOCK_CONST(IPPROTO_TP);
#endif
#ifdef IP_ADD_MEMBERSHIP
    SOCK_CONST(IP_ADD_MEMBERSHIP);
#endif
#ifdef IP_DEFAULT_MULTICAST_LOOP
    SOCK_CONST(IP_DEFAULT_MULTICAST_LOOP);
#endif
#ifdef IP_DEFAULT_MULTICAST_TTL
    SOCK_CONST(IP_DEFAULT_MULTICAST_TTL);
#endif
#ifdef IP_DROP_MEMBERSHIP
    SOCK_CONST(IP_DROP_MEMBERSHIP);
#endif
#ifdef IP_HDRINCL
    SOCK_CONST(IP_HDRINCL);
#endif
#ifdef IP_MAX_MEMBERSHIPS
    SOCK_CONST(IP_MAX_MEMBERSHIPS);
#endif
#ifdef IP_MULTICAST_IF
    SOCK_CONST(IP_MULTICAST_IF);
#endif
#ifdef IP_MULTICAST_LOOP
    SOCK_CONST(IP_MULTICAST_LOOP);
#endif
#ifdef IP_MULTICAST_TTL
    SOCK_CONST(IP_MULTICAST_TTL);
#endif
#ifdef IP_OPTIONS
    SOCK_CONST(IP_OPTIONS);
#endif
#ifdef IP_RECVOPTS
    SOCK_CONST(IP_RECVOPTS);
#endif
#ifdef IP_RECVRETOPTS
    SOCK_CONST(IP_RECVRETOPTS);
#endif
#ifdef IP_RETOPTS
    SOCK_CONST(IP_RETOPTS);
#endif
#ifdef IP_TOS
    SOCK_CONST(IP_TOS);
#endif
#ifdef IP_TTL
    SOCK_CONST(IP_TTL);
#endif
#ifdef MSG_CTRUNC
    SOCK_CONST(MSG_CTRUNC);
#endif
#ifdef MSG_DONTWAIT
    SOCK_CONST(MSG_DONTWAIT);
#endif
#ifdef MSG_EOR
    SOCK_CONST(MSG_EOR);
#endif
#ifdef MSG_TRUNC
    SOCK_CONST(MSG_TRUNC);
#endif
#ifdef MSG_WAITALL
    SOCK_CONST(MSG_WAITALL);
#endif
#ifdef NI_DGRAM
    SOCK_CONST(NI_DGRAM);
#endif
#ifdef NI_MAXHOST
    SOCK_CONST(NI_MAXHOST);
#endif
#ifdef NI_MAXSERV
    SOCK_CONST(NI_MAXSERV);
#endif
#ifdef NI_NOFQDN
    SOCK_CONST(NI_NOFQDN);
#endif
#ifdef PF_APPLETALK
    SOCK_CONST(PF_APPLETALK);
#endif
#ifdef PF_AX25
    SOCK_CONST(PF_AX25);
#endif
#ifdef PF_IPX
    SOCK_CONST(PF_IPX);
#endif
#ifdef PF_ISDN
    SOCK_CONST(PF_ISDN);
#endif
#ifdef PF_KEY
    SOCK_CONST(PF_KEY);
#endif
#ifdef PF_LOCAL
    SOCK_CONST(PF_LOCAL);
#endif
#ifdef PF_MAX
    SOCK_CONST(PF_MAX);
#endif
#ifdef PF_ROUTE
    SOCK_CONST(PF_ROUTE);
#endif
#ifdef PF_SNA
    SOCK_CONST(PF_SNA);
#endif
#ifdef SOCK_PACKET
    SOCK_CONST(SOCK_PACKET);
#endif
#ifdef SOCK_RDM
    SOCK_CONST(SOCK_RDM);
#endif
#ifdef SOL_IP
    SOCK_CONST(SOL_IP);
#endif
#ifdef SOL_TCP
    SOCK_CONST(SOL_TCP);
#endif
#ifdef SOL_UDP
    SOCK_CONST(SOL_UDP);
#endif
#ifdef SO_ACCEPTCONN
    SOCK_CONST(SO_ACCEPTCONN);
#endif
#ifdef SO_ATTACH_FILTER
    SOCK_CONST(SO_ATTACH_FILTER);
#endif
#ifdef SO_BINDTODEVICE
    SOCK_CONST(SO_BINDTODEVICE);
#endif
#ifdef SO_DEBUG
    SOCK_CONST(SO_DEBUG);
#endif
#ifdef SO_DETACH_FILTER
    SOCK_CONST(SO_DETACH_FILTER);
#endif
#ifdef SO_DONTROUTE
    SOCK_CONST(SO_DONTROUTE);
#endif
#ifdef SO_NO_CHECK
    SOCK_CONST(SO_NO_CHECK);
#endif
#ifdef SO_PASSCRED
    SOCK_CONST(SO_PASSCRED);
#endif
#ifdef SO_PEERCRED
    SOCK_CONST(SO_PEERCRED);
#endif
#ifdef SO_PEERNAME
    SOCK_CONST(SO_PEERNAME);
#endif
#ifdef SO_PRIORITY
    SOCK_CONST(SO_PRIORITY);
#endif
#ifdef SO_RCVLOWAT
    SOCK_CONST(SO_RCVLOWAT);
#endif
#ifdef SO_REUSEPORT
    SOCK_CONST(SO_REUSEPORT);
#endif
#ifdef SO_SECURITY_AUTHENTICATION
    SOCK_CONST(SO_SECURITY_AUTHENTICATION);
#endif
#ifdef SO_SECURITY_ENCRYPTION_NETWORK
    SOCK_CONST(SO_SECURITY_ENCRYPTION_NETWORK);
#endif
#ifdef SO_SECURITY_ENCRYPTION_TRANSPORT
    SOCK_CONST(SO_SECURITY_ENCRYPTION_TRANSPORT);
#endif
#ifdef SO_SNDLOWAT
    SOCK_CONST(SO_SNDLOWAT);
#endif
#ifdef SO_TIMESTAMP
    SOCK_CONST(SO_TIMESTAMP);
#endif
#ifdef TCP_MAXSEG
    SOCK_CONST(TCP_MAXSEG);
#endif
#undef SOCK_CONST
}

void
Init_socket(void)
{
    VALUE mConst;

    eSocket = rb_define_class("SocketError", rb_eStandardError);

    cBasicSocket = rb_define_class("BasicSocket", rb_cIO);
    rb_undef_method(cBasicSocket, "initialize");
    rb_define_singleton_method(cBasicSocket, "for_fd", bsock_s_for_fd, 1);
    rb_define_singleton_method(cBasicSocket, "do_not_reverse_lookup", bsock_s_do_not_reverse_lookup, 0);
    rb_define_singleton_method(cBasicSocket, "do_not_reverse_lookup=", bsock_s_set_do_not_reverse_lookup, 1);
    rb_define_method(cBasicSocket, "shutdown", bsock_shutdown, -1);
    rb_define_method(cBasicSocket, "close_read", bsock_close_read, 0);
    rb_define_method(cBasicSocket, "close_write", bsock_close_write, 0);
    rb_define_method(cBasicSocket, "setsockopt", bsock_setsockopt, 3);
    rb_define_method(cBasicSocket, "getsockopt", bsock_getsockopt, 2);
    rb_define_method(cBasicSocket, "getsockname", bsock_getsockname, 0);
    rb_define_method(cBasicSocket, "getpeername", bsock_getpeername, 0);
    rb_define_method(cBasicSocket, "send", bsock_send, -1);
    rb_define_method(cBasicSocket, "recv", bsock_recv, -1);
    rb_define_method(cBasicSocket, "recv_nonblock", bsock_recv_nonblock, -1);

    cIPSocket = rb_define_class("IPSocket", cBasicSocket);
    rb_define_global_const("IPsocket", cIPSocket);   /* the obsolete name */
    rb_define_method(cIPSocket, "addr", ip_addr, 0);
    rb_define_method(cIPSocket, "peeraddr", ip_peeraddr, 0);
    rb_define_singleton_method(cIPSocket, "getaddress", ip_s_getaddress, 1);
    rb_define_method(cIPSocket, "recvfrom", ip_recvfrom, -1);

    cTCPSocket = rb_define_class("TCPSocket", cIPSocket);
    rb_define_global_const("TCPsocket", cTCPSocket);   /* the obsolete name */
    rb_define_method(cTCPSocket, "initialize", tcp_init, -1);
    rb_define_singleton_method(cTCPSocket, "gethostbyname", tcp_s_gethostbyname, 1);

    cTCPServer = rb_define_class("TCPServer", cTCPSocket);
    rb_define_global_const("TCPserver", cTCPServer);   /* the obsolete name */
    rb_define_method(cTCPServer, "initialize", tcp_svr_init, -1);
    rb_define_method(cTCPServer, "accept", tcp_accept, 0);
    rb_define_method(cTCPServer, "accept_nonblock", tcp_accept_nonblock, 0);
    rb_define_method(cTCPServer, "sysaccept", svr_sysaccept, 0);
    rb_define_method(cTCPServer, "listen", sock_listen, 1);

#ifdef HAVE_SYS_UN_H
    cUNIXSocket = rb_define_class("UNIXSocket", cBasicSocket);
    rb_define_global_const("UNIXsocket", cUNIXSocket);   /* the obsolete name */
    rb_define_method(cUNIXSocket, "initialize", unix_init, 1);
    rb_define_singleton_method(cUNIXSocket, "pair", unix_s_pair, -1);
    rb_define_singleton_method(cUNIXSocket, "socketpair", unix_s_pair, -1);
    rb_define_method(cUNIXSocket, "path", unix_path, 0);
    rb_define_method(cUNIXSocket, "addr", unix_addr, 0);
    rb_define_method(cUNIXSocket, "peeraddr", unix_peeraddr, 0);
    rb_define_method(cUNIXSocket, "recvfrom", unix_recvfrom, -1);
    rb_define_method(cUNIXSocket, "send_io", unix_send_io, 1);
    rb_define_method(cUNIXSocket, "recv_io", unix_recv_io, -1);

    cUNIXServer = rb_define_class("UNIXServer", cUNIXSocket);
    rb_define_global_const("UNIXserver", cUNIXServer);   /* the obsolete name */
    rb_define_method(cUNIXServer, "initialize", unix_svr_init, 1);
    rb_define_method(cUNIXServer, "accept", unix_accept, 0);
    rb_define_method(cUNIXServer, "accept_nonblock", unix_accept_nonblock, 0);
    rb_define_method(cUNIXServer, "sysaccept", svr_sysaccept, 0);
    rb_define_method(cUNIXServer, "listen", sock_listen, 1);
#endif

    cUDPSocket = rb_define_class("UDPSocket", cIPSocket);
    rb_define_global_const("UDPsocket", cUDPSocket);   /* the obsolete name */
    rb_define_method(cUDPSocket, "initialize", udp_init, -1);
    rb_define_method(cUDPSocket, "bind", udp_bind, 2);
    rb_define_method(cUDPSocket, "connect", udp_connect, 2);
    rb_define_method(cUDPSocket, "send", udp_send, -1);
    rb_define_method(cUDPSocket, "recvfrom_nonblock", udp_recvfrom_nonblock, -1);

    cSocket = rb_define_class("Socket", cBasicSocket);
    rb_define_method(cSocket, "initialize", sock_initialize, 3);
    rb_define_singleton_method(cSocket, "pair", sock_s_pair, 3);
    rb_define_singleton_method(cSocket, "socketpair", sock_s_pair, 3);
    rb_define_singleton_method(cSocket, "gethostbyaddr", sock_s_gethostbyaddr, -1);
    rb_define_method(cSocket, "connect", sock_connect, 1);
    rb_define_method(cSocket, "connect_nonblock", sock_connect_nonblock, 1);
    rb_define_method(cSocket, "bind", sock_bind, 1);
    rb_define_method(cSocket, "listen", sock_listen, 1);
    rb_define_method(cSocket, "accept", sock_accept, 0);
    rb_define_method(cSocket, "accept_nonblock", sock_accept_nonblock, 0);
    rb_define_method(cSocket, "sysaccept", sock_sysaccept, 0);
    rb_define_method(cSocket, "recvfrom", sock_recvfrom, -1);
    rb_define_method(cSocket, "recvfrom_nonblock", sock_recvfrom_nonblock, -1);
    rb_define_singleton_method(cSocket, "gethostname", sock_s_gethostname, 0);
    rb_define_singleton_method(cSocket, "getaddrinfo", sock_s_getaddrinfo, -1);
    rb_define_singleton_method(cSocket, "getnameinfo", sock_s_getnameinfo, -1);
    rb_define_singleton_method(cSocket, "gethostbyname", sock_s_gethostbyname, 1);
    rb_define_singleton_method(cSocket, "getservbyname", sock_s_getservbyname, -1);
    rb_define_singleton_method(cSocket, "sockaddr_in", sock_s_pack_sockaddr_in, 2);
    rb_define_singleton_method(cSocket, "pack_sockaddr_in", sock_s_pack_sockaddr_in, 2);
    rb_define_singleton_method(cSocket, "unpack_sockaddr_in", sock_s_unpack_sockaddr_in, 1);
#ifdef HAVE_SYS_UN_H
    rb_define_singleton_method(cSocket, "sockaddr_un", sock_s_pack_sockaddr_un, 1);
    rb_define_singleton_method(cSocket, "pack_sockaddr_un", sock_s_pack_sockaddr_un, 1);
    rb_define_singleton_method(cSocket, "unpack_sockaddr_un", sock_s_unpack_sockaddr_un, 1);
#endif
    mConst = rb_define_module_under(cSocket, "Constants");
    define_constants(mConst);
}
