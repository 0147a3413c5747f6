; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r63_byte () Int)
(declare-fun r63_1 () Int)
(declare-fun r63_0 () Int)
(declare-fun byte () Int)
(declare-fun w64_byte () Int)
(declare-fun w64_1 () Int)
(declare-fun w64_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s65_byte () Int)
(declare-fun s65_1 () Int)
(declare-fun s65_0 () Int)
(assert
 (let ((?x245 (+ 0 (* 4 (+ 0 (+ (* r63_0 24) (* r63_1 1)))))))
 (and (and (>= r63_0 0) (< r63_0 4)) (and (>= r63_1 0) (< r63_1 24)) (and (>= r63_byte 0) (< r63_byte 4)) (= byte (+ ?x245 r63_byte)))))
(assert
 (let ((?x78 (+ 0 (* 4 (+ 0 (+ (* w64_0 24) (* w64_1 1)))))))
 (and (and (>= w64_0 0) (< w64_0 4)) (and (>= w64_1 0) (< w64_1 8)) (and (>= w64_byte 0) (< w64_byte 4)) (= byte (+ ?x78 w64_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x245 (+ 0 (* 4 (+ 0 (+ (* r63_0 24) (* r63_1 1)))))))
 (= observed (+ ?x245 held_byte))))
(assert
 (let ((?x253 (+ 0 (* 4 (+ 8 (+ (* s65_0 24) (* s65_1 1)))))))
 (and (and (>= s65_0 0) (< s65_0 4)) (and (>= s65_1 0) (< s65_1 8)) (and (>= s65_byte 0) (< s65_byte 4)) (= observed (+ ?x253 s65_byte)))))
(assert
 (let (($x191 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x121 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x69 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x121 $x191)))
(or (or false) (not $x69))))))
(check-sat)
