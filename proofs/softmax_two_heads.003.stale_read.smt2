; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r477_byte () Int)
(declare-fun r477_1 () Int)
(declare-fun r477_0 () Int)
(declare-fun byte () Int)
(declare-fun w478_byte () Int)
(declare-fun w478_1 () Int)
(declare-fun w478_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s479_byte () Int)
(declare-fun s479_1 () Int)
(declare-fun s479_0 () Int)
(assert
 (let ((?x616 (+ 0 (* 4 (+ 0 (+ (* r477_0 32) (* r477_1 1)))))))
 (and (and (>= r477_0 0) (< r477_0 8)) (and (>= r477_1 0) (< r477_1 32)) (and (>= r477_byte 0) (< r477_byte 4)) (= byte (+ ?x616 r477_byte)))))
(assert
 (let ((?x1140 (+ 0 (* 4 (+ 16 (+ (* w478_0 32) (* w478_1 1)))))))
 (and (and (>= w478_0 0) (< w478_0 8)) (and (>= w478_1 0) (< w478_1 16)) (and (>= w478_byte 0) (< w478_byte 4)) (= byte (+ ?x1140 w478_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x616 (+ 0 (* 4 (+ 0 (+ (* r477_0 32) (* r477_1 1)))))))
 (= observed (+ ?x616 held_byte))))
(assert
 (let ((?x1396 (+ 0 (* 4 (+ 0 (+ (* s479_0 32) (* s479_1 1)))))))
 (and (and (>= s479_0 0) (< s479_0 8)) (and (>= s479_1 0) (< s479_1 32)) (and (>= s479_byte 0) (< s479_byte 4)) (= observed (+ ?x1396 s479_byte)))))
(assert
 (let (($x495 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x164 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
(let (($x500 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x164 $x495)))
(or (or false) (not $x500))))))
(check-sat)
