; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r811_byte () Int)
(declare-fun r811_0 () Int)
(declare-fun byte () Int)
(declare-fun w812_byte () Int)
(declare-fun w812_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s813_byte () Int)
(declare-fun s813_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s814_byte () Int)
(declare-fun s814_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s815_byte () Int)
(declare-fun s815_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s816_byte () Int)
(declare-fun s816_0 () Int)
(assert
 (let (($x407 (= byte (+ (+ 0 (* 4 (+ 0 (* r811_0 1)))) r811_byte))))
 (and (and (>= r811_0 0) (< r811_0 16)) (and (>= r811_byte 0) (< r811_byte 4)) $x407)))
(assert
 (let (($x297 (= byte (+ (+ 0 (* 4 (+ 8 (* w812_0 1)))) w812_byte))))
 (and (and (>= w812_0 0) (< w812_0 4)) (and (>= w812_byte 0) (< w812_byte 4)) $x297)))
(assert
 (let (($x643 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x643)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r811_0 1)))) held_byte0)))
(assert
 (let (($x495 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s813_0 1)))) s813_byte))))
 (and (and (>= s813_0 0) (< s813_0 16)) (and (>= s813_byte 0) (< s813_byte 4)) $x495)))
(assert
 (let (($x567 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x567)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s813_0 1)))) held_byte1)))
(assert
 (let (($x524 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s814_0 1)))) s814_byte))))
 (and (and (>= s814_0 0) (< s814_0 16)) (and (>= s814_byte 0) (< s814_byte 4)) $x524)))
(assert
 (let (($x170 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x170)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s814_0 1)))) held_byte2)))
(assert
 (let (($x418 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s815_0 1)))) s815_byte))))
 (and (and (>= s815_0 0) (< s815_0 16)) (and (>= s815_byte 0) (< s815_byte 4)) $x418)))
(assert
 (let (($x350 (and (>= (- (div (- carried2 0) 4) 12) 0) (< (div (- (div (- carried2 0) 4) 12) 1) 4) (= (mod (- (div (- carried2 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x350)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s815_0 1)))) held_byte3)))
(assert
 (let (($x353 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s816_0 1)))) s816_byte))))
(and (and (>= s816_0 0) (< s816_0 16)) (and (>= s816_byte 0) (< s816_byte 4)) $x353)))
(check-sat)
