# find.rb - Find.find: walk directory trees top-down; Find.prune skips the
# current directory's contents.

module Find
  # Yields each path under the given paths (the paths themselves first,
  # then their contents depth first).
  def find(*paths)
    paths.collect! { |d| d.dup }   # a missing path is yielded, then skipped
    while file = paths.shift
      pruned = false
      catch(:prune) do
        yield file.dup.taint
        begin
          s = File.lstat(file)
        rescue Errno::ENOENT, Errno::EACCES, Errno::ENOTDIR, Errno::ELOOP, Errno::ENAMETOOLONG
          s = nil
        end
        if s && s.directory?
          fs = nil
          begin
            fs = Dir.entries(file)
          rescue Errno::ENOENT, Errno::EACCES, Errno::ENOTDIR, Errno::ELOOP, Errno::ENAMETOOLONG
            fs = nil
          end
          if fs
            # each entry goes to the front: the directory is walked in the
            # reverse of its read order (1.8.7's order; no sorting)
            fs.each do |f|
              next if f == "." || f == ".."
              if File::ALT_SEPARATOR and file =~ /^(?:[\/\\]|[A-Za-z]:[\/\\]?)$/
                f = file + f
              elsif file == "/"
                f = "/" + f
              else
                f = File.join(file, f)
              end
              paths.unshift f.untaint
            end
          end
        end
      end
    end
    nil
  end

  # Skips the contents of the directory just yielded by find.
  def prune
    throw :prune
  end

  module_function :find, :prune
end
