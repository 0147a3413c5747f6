; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r375_byte () Int)
(declare-fun r375_1 () Int)
(declare-fun r375_0 () Int)
(declare-fun byte () Int)
(declare-fun w376_byte () Int)
(declare-fun w376_1 () Int)
(declare-fun w376_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s377_byte () Int)
(declare-fun s377_1 () Int)
(declare-fun s377_0 () Int)
(assert
 (let ((?x612 (+ 0 (* 4 (+ 0 (+ (* r375_0 8) (* r375_1 1)))))))
 (and (and (>= r375_0 0) (< r375_0 16)) (and (>= r375_1 0) (< r375_1 8)) (and (>= r375_byte 0) (< r375_byte 4)) (= byte (+ ?x612 r375_byte)))))
(assert
 (let ((?x208 (+ 0 (* 4 (+ 32 (+ (* w376_0 8) (* w376_1 1)))))))
 (and (and (>= w376_0 0) (< w376_0 4)) (and (>= w376_1 0) (< w376_1 8)) (and (>= w376_byte 0) (< w376_byte 4)) (= byte (+ ?x208 w376_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x612 (+ 0 (* 4 (+ 0 (+ (* r375_0 8) (* r375_1 1)))))))
 (= observed (+ ?x612 held_byte))))
(assert
 (let ((?x683 (+ 0 (* 4 (+ 0 (+ (* s377_0 8) (* s377_1 1)))))))
 (and (and (>= s377_0 0) (< s377_0 16)) (and (>= s377_1 0) (< s377_1 8)) (and (>= s377_byte 0) (< s377_byte 4)) (= observed (+ ?x683 s377_byte)))))
(assert
 (let (($x323 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x1284 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x269 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x1284 $x323)))
(or (or false) (not $x269))))))
(check-sat)
