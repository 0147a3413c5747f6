; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_2 reads slice_11 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r396_byte () Int)
(declare-fun r396_1 () Int)
(declare-fun r396_0 () Int)
(declare-fun byte () Int)
(declare-fun w397_byte () Int)
(declare-fun w397_1 () Int)
(declare-fun w397_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s398_byte () Int)
(declare-fun s398_1 () Int)
(declare-fun s398_0 () Int)
(assert
 (let ((?x688 (+ 0 (* 4 (+ 0 (+ (* r396_0 16) (* r396_1 1)))))))
 (and (and (>= r396_0 0) (< r396_0 4)) (and (>= r396_1 0) (< r396_1 16)) (and (>= r396_byte 0) (< r396_byte 4)) (= byte (+ ?x688 r396_byte)))))
(assert
 (let ((?x155 (+ 0 (* 4 (+ 8 (+ (* w397_0 16) (* w397_1 1)))))))
 (and (and (>= w397_0 0) (< w397_0 4)) (and (>= w397_1 0) (< w397_1 8)) (and (>= w397_byte 0) (< w397_byte 4)) (= byte (+ ?x155 w397_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x688 (+ 0 (* 4 (+ 0 (+ (* r396_0 16) (* r396_1 1)))))))
 (= observed (+ ?x688 held_byte))))
(assert
 (let ((?x396 (+ 0 (* 4 (+ 0 (+ (* s398_0 16) (* s398_1 1)))))))
 (and (and (>= s398_0 0) (< s398_0 4)) (and (>= s398_1 0) (< s398_1 16)) (and (>= s398_byte 0) (< s398_byte 4)) (= observed (+ ?x396 s398_byte)))))
(assert
 (let (($x1037 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x290 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x613 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 4) $x290 $x1037)))
(or (or false) (not $x613))))))
(check-sat)
