; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r71_byte () Int)
(declare-fun r71_1 () Int)
(declare-fun r71_0 () Int)
(declare-fun byte () Int)
(declare-fun w72_byte () Int)
(declare-fun w72_1 () Int)
(declare-fun w72_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s73_byte () Int)
(declare-fun s73_1 () Int)
(declare-fun s73_0 () Int)
(assert
 (let ((?x149 (+ 0 (* 4 (+ 0 (+ (* r71_0 24) (* r71_1 1)))))))
 (and (and (>= r71_0 0) (< r71_0 4)) (and (>= r71_1 0) (< r71_1 24)) (and (>= r71_byte 0) (< r71_byte 4)) (= byte (+ ?x149 r71_byte)))))
(assert
 (let ((?x199 (+ 0 (* 4 (+ 8 (+ (* w72_0 24) (* w72_1 1)))))))
 (and (and (>= w72_0 0) (< w72_0 4)) (and (>= w72_1 0) (< w72_1 8)) (and (>= w72_byte 0) (< w72_byte 4)) (= byte (+ ?x199 w72_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x149 (+ 0 (* 4 (+ 0 (+ (* r71_0 24) (* r71_1 1)))))))
 (= observed (+ ?x149 held_byte))))
(assert
 (let ((?x143 (+ 0 (* 4 (+ 16 (+ (* s73_0 24) (* s73_1 1)))))))
 (and (and (>= s73_0 0) (< s73_0 4)) (and (>= s73_1 0) (< s73_1 8)) (and (>= s73_byte 0) (< s73_byte 4)) (= observed (+ ?x143 s73_byte)))))
(assert
 (let (($x312 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x248 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x205 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 4) $x248 $x312)))
(or (or false) (not $x205))))))
(check-sat)
