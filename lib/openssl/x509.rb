# openssl/x509.rb -- filled in below
