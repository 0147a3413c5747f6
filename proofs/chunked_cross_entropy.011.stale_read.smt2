; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r689_byte () Int)
(declare-fun r689_0 () Int)
(declare-fun byte () Int)
(declare-fun w690_byte () Int)
(declare-fun w690_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s691_byte () Int)
(declare-fun s691_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s692_byte () Int)
(declare-fun s692_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s693_byte () Int)
(declare-fun s693_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s694_byte () Int)
(declare-fun s694_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s695_byte () Int)
(declare-fun s695_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s696_byte () Int)
(declare-fun s696_0 () Int)
(assert
 (let (($x23 (= byte (+ (+ 0 (* 4 (+ 0 (* r689_0 1)))) r689_byte))))
 (and (and (>= r689_0 0) (< r689_0 16)) (and (>= r689_byte 0) (< r689_byte 4)) $x23)))
(assert
 (let (($x329 (= byte (+ (+ 0 (* 4 (+ 0 (* w690_0 1)))) w690_byte))))
 (and (and (>= w690_0 0) (< w690_0 4)) (and (>= w690_byte 0) (< w690_byte 4)) $x329)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r689_0 1)))) held_byte0)))
(assert
 (let (($x250 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s691_0 1)))) s691_byte))))
 (and (and (>= s691_0 0) (< s691_0 4)) (and (>= s691_byte 0) (< s691_byte 4)) $x250)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s691_0 1)))) held_byte1)))
(assert
 (let (($x598 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s692_0 1)))) s692_byte))))
 (and (and (>= s692_0 0) (< s692_0 16)) (and (>= s692_byte 0) (< s692_byte 4)) $x598)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s692_0 1)))) held_byte2)))
(assert
 (let (($x522 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s693_0 1)))) s693_byte))))
 (and (and (>= s693_0 0) (< s693_0 16)) (and (>= s693_byte 0) (< s693_byte 4)) $x522)))
(assert
 (let (($x425 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x425)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s693_0 1)))) held_byte3)))
(assert
 (let (($x657 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s694_0 1)))) s694_byte))))
 (and (and (>= s694_0 0) (< s694_0 16)) (and (>= s694_byte 0) (< s694_byte 4)) $x657)))
(assert
 (let (($x613 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x613)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s694_0 1)))) held_byte4)))
(assert
 (let (($x476 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s695_0 1)))) s695_byte))))
 (and (and (>= s695_0 0) (< s695_0 4)) (and (>= s695_byte 0) (< s695_byte 4)) $x476)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s695_0 1)))) held_byte5)))
(assert
 (let (($x90 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s696_0 1)))) s696_byte))))
 (and (and (>= s696_0 0) (< s696_0 16)) (and (>= s696_byte 0) (< s696_byte 4)) $x90)))
(assert
 (let (($x492 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x492)))))
(check-sat)
