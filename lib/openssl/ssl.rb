# openssl/ssl.rb -- filled in below
