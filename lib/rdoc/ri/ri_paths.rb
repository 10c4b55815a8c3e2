# rdoc/ri/ri_paths.rb - where ri data lives: the system and site
# directories under the installation's share/ri/<version>, the user's
# ~/.rdoc, and gems' ri directories; PATH holds those that exist.
require 'rbconfig'

module RI
  module Paths
    version = RbConfig::CONFIG["ruby_version"]
    base = File.join(RbConfig::CONFIG["datadir"], "ri", version)
    SYSDIR = File.join(base, "system")
    SITEDIR = File.join(base, "site")
    homedir = ENV["HOME"] || ENV["USERPROFILE"] || ENV["HOMEPATH"]
    HOMEDIR = homedir ? File.join(homedir, ".rdoc") : nil

    # the ri directories of installed gems (newest version of each)
    GEMDIRS = begin
      dirs = Dir[File.join(RbConfig::CONFIG["libdir"], "ruby", "gems", "*", "doc", "*", "ri")]
      newest = {}
      dirs.sort.each { |d| newest[File.basename(File.dirname(d)).sub(/-[^-]+\z/, "")] = d }
      newest.values.sort
    rescue StandardError
      []
    end

    DOC_DIR = base

    PATH = [SYSDIR, SITEDIR, HOMEDIR].compact.select { |d| File.directory?(d) } + GEMDIRS

    # the existing directories among those asked for
    def self.path(use_system, use_site, use_home, use_gems, *extra_dirs)
      raw_path(use_system, use_site, use_home, use_gems, *extra_dirs).select { |d| File.directory?(d) }
    end

    def self.raw_path(use_system, use_site, use_home, use_gems, *extra_dirs)
      path = []
      path << SYSDIR if use_system
      path << SITEDIR if use_site
      path << HOMEDIR if use_home && HOMEDIR
      path.concat(GEMDIRS) if use_gems
      path + extra_dirs.flatten
    end
  end
end
