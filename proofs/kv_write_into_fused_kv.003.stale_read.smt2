; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r393_byte () Int)
(declare-fun r393_1 () Int)
(declare-fun r393_0 () Int)
(declare-fun byte () Int)
(declare-fun w394_byte () Int)
(declare-fun w394_1 () Int)
(declare-fun w394_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s395_byte () Int)
(declare-fun s395_1 () Int)
(declare-fun s395_0 () Int)
(assert
 (let ((?x49422 (+ 0 (* 4 (+ 0 (+ (* r393_0 16) (* r393_1 1)))))))
 (and (and (>= r393_0 0) (< r393_0 16)) (and (>= r393_1 0) (< r393_1 16)) (and (>= r393_byte 0) (< r393_byte 4)) (= byte (+ ?x49422 r393_byte)))))
(assert
 (let ((?x1829 (+ 0 (* 4 (+ 0 (+ (* w394_0 16) (* w394_1 1)))))))
 (and (and (>= w394_0 0) (< w394_0 4)) (and (>= w394_1 0) (< w394_1 8)) (and (>= w394_byte 0) (< w394_byte 4)) (= byte (+ ?x1829 w394_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x49422 (+ 0 (* 4 (+ 0 (+ (* r393_0 16) (* r393_1 1)))))))
 (= observed (+ ?x49422 held_byte))))
(assert
 (let ((?x1281 (+ 0 (* 4 (+ 0 (+ (* s395_0 16) (* s395_1 1)))))))
 (and (and (>= s395_0 0) (< s395_0 16)) (and (>= s395_1 0) (< s395_1 16)) (and (>= s395_byte 0) (< s395_byte 4)) (= observed (+ ?x1281 s395_byte)))))
(assert
 (let (($x855 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x1304 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x216 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1304 $x855)))
 (let (($x702 (or false)))
 (or $x702 (not $x216)))))))
(assert
 (let (($x49476 (= (mod (mod (- (div (- observed 0) 4) 0) 16) 1) 0)))
(let (($x512 (< (div (mod (- (div (- observed 0) 4) 0) 16) 1) 16)))
(let (($x63 (and (>= (- (div (- observed 0) 4) 0) 0) (< (div (- (div (- observed 0) 4) 0) 16) 4) $x512 $x49476)))
(let (($x702 (or false)))
(or $x702 (not $x63)))))))
(check-sat)
