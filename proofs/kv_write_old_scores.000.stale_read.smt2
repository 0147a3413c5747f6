; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r372_byte () Int)
(declare-fun r372_1 () Int)
(declare-fun r372_0 () Int)
(declare-fun byte () Int)
(declare-fun w373_byte () Int)
(declare-fun w373_1 () Int)
(declare-fun w373_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s374_byte () Int)
(declare-fun s374_1 () Int)
(declare-fun s374_0 () Int)
(assert
 (let ((?x1145 (+ 0 (* 4 (+ 0 (+ (* r372_0 8) (* r372_1 1)))))))
 (and (and (>= r372_0 0) (< r372_0 16)) (and (>= r372_1 0) (< r372_1 8)) (and (>= r372_byte 0) (< r372_byte 4)) (= byte (+ ?x1145 r372_byte)))))
(assert
 (let ((?x191 (+ 0 (* 4 (+ 32 (+ (* w373_0 8) (* w373_1 1)))))))
 (and (and (>= w373_0 0) (< w373_0 4)) (and (>= w373_1 0) (< w373_1 8)) (and (>= w373_byte 0) (< w373_byte 4)) (= byte (+ ?x191 w373_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1145 (+ 0 (* 4 (+ 0 (+ (* r372_0 8) (* r372_1 1)))))))
 (= observed (+ ?x1145 held_byte))))
(assert
 (let ((?x781 (+ 0 (* 4 (+ 0 (+ (* s374_0 8) (* s374_1 1)))))))
 (and (and (>= s374_0 0) (< s374_0 16)) (and (>= s374_1 0) (< s374_1 8)) (and (>= s374_byte 0) (< s374_byte 4)) (= observed (+ ?x781 s374_byte)))))
(assert
 (let (($x323 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x1284 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x269 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x1284 $x323)))
(or (or false) (not $x269))))))
(check-sat)
